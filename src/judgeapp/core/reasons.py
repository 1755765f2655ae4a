"""Every reason the engine gives, as one enum: the code a verdict, a "nothing to do" or a board
warning carries (worded by resources/messages/<lang>.json, sections checks, nothing and
warnings) and, for the conditions of an option, the skill it trains (what the quiz asks about;
a passing and a failing code of the same condition share it).

The rule number stays on each Check, not here: a shared condition such as "they hold priority"
is checked under the rule of the action it belongs to (116.2a for a land, 116.2f for suspend).
Members are strings (StrEnum), so reports and catalogs keep the same codes.
"""

from __future__ import annotations

from enum import StrEnum


class Reason(StrEnum):
    """A reason code; `skill` is the condition it is about (empty for nothing-to-do and warning codes)."""
    skill: str

    def __new__(cls, code: str, skill: str = "") -> "Reason":
        member = str.__new__(cls, code)
        member._value_ = code
        member.skill = skill
        return member


    # ---- checks --------------------------------------------------------------------------
    HAS_PRIORITY = 'has_priority', 'priority'
    HAS_PRIORITY_CLEANUP_EXCEPTION = 'has_priority_cleanup_exception', 'priority'
    OTHER_PLAYER_HAS_PRIORITY = 'other_player_has_priority', 'priority'
    NOBODY_HAS_PRIORITY = 'nobody_has_priority', 'priority'
    NO_PRIORITY_IN_UNTAP = 'no_priority_in_untap', 'priority'
    NO_PRIORITY_IN_CLEANUP = 'no_priority_in_cleanup', 'priority'
    OWN_TURN = 'own_turn', 'own_turn'
    NOT_OWN_TURN = 'not_own_turn', 'own_turn'
    MAIN_PHASE = 'main_phase', 'main_phase'
    NOT_MAIN_PHASE = 'not_main_phase', 'main_phase'
    STACK_EMPTY = 'stack_empty', 'stack_empty'
    STACK_NOT_EMPTY = 'stack_not_empty', 'stack_empty'
    LAND_CANNOT_BE_CAST = 'land_cannot_be_cast', 'cast_timing'
    SORCERY_TIMING_OK = 'sorcery_timing_ok', 'cast_timing'
    INSTANT_TIMING_OK = 'instant_timing_ok', 'cast_timing'
    ONLY_AS_SORCERY = 'only_as_sorcery', 'cast_timing'
    NEEDS_SORCERY_TIMING = 'needs_sorcery_timing', 'cast_timing'
    FORETOLD_THIS_TURN = 'foretold_this_turn'            # casting a foretold card (702.143a)
    PLOTTED_THIS_TURN = 'plotted_this_turn'              # casting a plotted card (702.170d)
    PLOTTED_CAST_TIMING = 'plotted_cast_timing'
    NO_CAST_PROHIBITION = 'no_cast_prohibition', 'cast_prohibition'
    SPLIT_SECOND_ON_STACK = 'split_second_on_stack', 'split_second'
    SPLIT_SECOND_ALLOWS = 'split_second_allows'
    NO_MANA_COST_MAY_BEGIN_TO_CAST = 'no_mana_cost_may_begin_to_cast'
    CASTING_LIMIT_NOT_INSTANT_TIMING = 'casting_limit_not_instant_timing'
    FLASH_NOT_FOR_THIS = 'flash_not_for_this'        # Leyline of Anticipation doesn't time a land, a door…
    CASTING_LIMIT_NOT_THIS = 'casting_limit_not_this'    # Silence doesn't stop plotting, foretelling…
    ABILITY_STOPPER_NOT_THIS = 'ability_stopper_not_this'    # Pithing Needle doesn't stop turning a morph face up
    CAST_PROHIBITED = 'cast_prohibited', 'cast_prohibition'
    SPELL_LIMIT_REACHED = 'spell_limit_reached', 'cast_prohibition'
    SPELL_LIMIT_NOT_REACHED = 'spell_limit_not_reached', 'cast_prohibition'
    SPELL_KIND_LIMIT_REACHED = 'spell_kind_limit_reached', 'cast_prohibition'
    SPELL_KIND_LIMIT_NOT_REACHED = 'spell_kind_limit_not_reached', 'cast_prohibition'
    SPELLS_OF_UNKNOWN_KIND = 'spells_of_unknown_kind', 'cast_prohibition'
    LAND_PLAYS_LEFT = 'land_plays_left', 'land_plays'
    NO_LAND_PLAYS_LEFT = 'no_land_plays_left', 'land_plays'
    CANT_PLAY_LANDS = 'cant_play_lands', 'no_land_prohibition'
    ZONE_PERMISSION = 'zone_permission', 'zone_permission'
    HAS_KEYWORD_COST_FACE_UP = 'has_keyword_cost_face_up', 'keyword_cost'
    NO_KEYWORD_COST_FACE_UP = 'no_keyword_cost_face_up', 'keyword_cost'
    IS_CREATURE_CARD = 'is_creature_card', 'creature_card'
    NOT_CREATURE_CARD = 'not_creature_card', 'creature_card'
    HAS_MANA_COST = 'has_mana_cost', 'mana_cost'
    NO_MANA_COST = 'no_mana_cost', 'mana_cost'
    NO_WAY_TO_TURN_FACE_UP = 'no_way_to_turn_face_up', 'way_to_turn_up'
    CONTROLS_PERMANENT = 'controls_permanent', 'controller'
    NOT_CONTROLLER = 'not_controller', 'controller'
    PHASED_OUT = 'phased_out', 'phased_in'
    EFFECT_SOURCE_GONE = 'effect_source_gone', 'effect_window'
    EFFECT_ALLOWS_NOW = 'effect_allows_now', 'effect_window'
    BEFORE_DEADLINE = 'before_deadline', 'effect_window'
    DEADLINE_PASSED = 'deadline_passed', 'effect_window'
    EFFECT_LETS_YOU = 'effect_lets_you', 'effect_payer'
    EFFECT_LETS_OTHER = 'effect_lets_other', 'effect_payer'
    MAY_IGNORE = 'may_ignore', 'ignore_who'
    MAY_NOT_IGNORE = 'may_not_ignore', 'ignore_who'
    ALREADY_IGNORING = 'already_ignoring'
    COMPANION_NOT_YET_USED = 'companion_not_yet_used', 'companion_once'
    COMPANION_ALREADY_USED = 'companion_already_used', 'companion_once'
    COMPANION_OUTSIDE_GAME = 'companion_outside_game', 'companion_outside'
    COMPANION_NOT_OUTSIDE_GAME = 'companion_not_outside_game', 'companion_outside'
    FORETELL_ANY_TURN = 'foretell_any_turn', 'own_turn'
    COST_REDUCED = 'cost_reduced'
    FORETELL_GRANTED = 'foretell_granted'
    PLOT_RULES_CONFLICT = 'plot_rules_conflict'
    PRIORITY_AFTER_SPECIAL_ACTION = 'priority_after_special_action'
    PRIORITY_AFTER_PASS = 'priority_after_pass'
    PRIORITY_AFTER_TEAM_SPECIAL_ACTION = 'priority_after_team_special_action'     # (Two-Headed Giant, 805.5)
    PRIORITY_AFTER_TEAM_PASS = 'priority_after_team_pass'
    IS_SPECIAL_ACTION = 'is_special_action'
    SOME_CHOICE_LEGAL = 'some_choice_legal'            # a select-all question's "None of these", when wrong
    SOME_CHOICE_LEGAL_UNNAMED = 'some_choice_legal_unnamed'      # (the same, no card to name: a planar die roll)
    NO_CHOICE_LEGAL = 'no_choice_legal'                # a select-all question's "None of these", when right
    NOT_SPECIAL_ACTION = 'not_special_action'
    TEAM_TURN = 'team_turn', 'own_turn'
    TEAM_HAS_PRIORITY = 'team_has_priority', 'priority'
    NOT_A_CANDIDATE = 'not_a_candidate'
    COST_PAYABLE = 'cost_payable', 'pay_cost'
    COST_NOT_PAYABLE = 'cost_not_payable', 'pay_cost'
    COST_NOT_PAYABLE_UNCOUNTED = 'cost_not_payable_uncounted', 'pay_cost'
    MANA_ABILITY_CANT_BE_ACTIVATED = 'mana_ability_cant_be_activated'
    MANA_SOURCE_SUMMONING_SICK = 'mana_source_summoning_sick'
    MANA_ONLY_FOR_SPELLS = 'mana_only_for_spells'
    LAND_TYPES_BY_TIMESTAMP = 'land_types_by_timestamp'
    MANA_SPENT_ANY_COLOR = 'mana_spent_any_color'
    COMMANDER_NOT_MARKED = 'commander_not_marked'
    X_CHOSEN = 'x_chosen'
    MANA_SPENT_ANY_TYPE = 'mana_spent_any_type'
    MANA_SPENT_ONE_AS_ANY = 'mana_spent_one_as_any'
    MANA_SPENT_AS_OTHER = 'mana_spent_as_other'
    COST_ASSUMED_PAYABLE = 'cost_assumed_payable', 'pay_cost'
    COST_PART_PAYABLE = 'cost_part_payable'
    COST_PART_NOT_PAYABLE = 'cost_part_not_payable'
    COST_PART_NOT_CHECKED = 'cost_part_not_checked'
    SPELLS_COST_CHANGE_NOT_APPLYING = 'spells_cost_change_not_applying'
    ACTIVATED_ABILITIES_COST_CHANGE_NOT_APPLYING = 'activated_abilities_cost_change_not_applying'
    CARD_PLAY_PERMISSION = 'card_play_permission'

    # ---- quiz rationales: where a cost comes from, and why another cost is not it
    ACTION_COST = 'action_cost'
    NOT_THE_ACTION_COST = 'not_the_action_cost'

    # ---- misconceptions (resources/quiz/misconceptions.json): why a tempting answer is wrong
    MYTH_SPLIT_SECOND = 'myth_split_second'
    MYTH_PITHING_NEEDLE = 'myth_pithing_needle'
    MYTH_CASTING_LIMIT = 'myth_casting_limit'
    MYTH_CASTING_LIMIT_SPECIAL = 'myth_casting_limit_special'
    MYTH_STACK_MUST_BE_EMPTY = 'myth_stack_must_be_empty'
    MYTH_OWN_TURN_NEEDED = 'myth_own_turn_needed'
    MYTH_MAIN_PHASE_NEEDED = 'myth_main_phase_needed'
    MYTH_FLASH_LAND = 'myth_flash_land'
    MYTH_OWNER_MAY = 'myth_owner_may'
    MYTH_OTHER_PAYER = 'myth_other_payer'
    MYTH_PLANAR_ANY_PLAYER = 'myth_planar_any_player'
    MYTH_COMPANION_ANY_TIME = 'myth_companion_any_time'
    MYTH_COST_CHANGE_APPLIES = 'myth_cost_change_applies'
    MYTH_FACE_UP_FOR_THREE = 'myth_face_up_for_three'
    MYTH_FORETELL_PRINTED_COST = 'myth_foretell_printed_cost'
    MYTH_PLANAR_FREE = 'myth_planar_free'

    # ---- nothing -------------------------------------------------------------------------
    NO_LAND_TO_PLAY = 'no_land_to_play'
    NO_FACE_DOWN_PERMANENT = 'no_face_down_permanent'
    NO_EFFECT_TO_END = 'no_effect_to_end'
    NO_IGNORABLE_EFFECT = 'no_ignorable_effect'
    NO_DISCARD_CARD = 'no_discard_card'
    NO_SUSPEND_CARD = 'no_suspend_card'
    NO_COMPANION_CHOSEN = 'no_companion_chosen'
    NO_FORETELL_CARD = 'no_foretell_card'
    NOT_PLANECHASE = 'not_planechase'
    NOT_CONSPIRACY_DRAFT = 'not_conspiracy_draft'
    NO_FACE_DOWN_CONSPIRACY = 'no_face_down_conspiracy'
    NO_PLOT_CARD = 'no_plot_card'
    NO_LOCKED_DOOR = 'no_locked_door'

    # ---- warnings ------------------------------------------------------------------------
    PRIORITY_IN_UNTAP = 'priority_in_untap'
    STACK_IN_UNTAP = 'stack_in_untap'
    LAND_SPELL_ON_STACK = 'land_spell_on_stack'
    DRAW_STEP_ON_FIRST_TURN = 'draw_step_on_first_turn'
    NOBODY_HAS_PRIORITY_IN_STEP = 'nobody_has_priority_in_step'
    TOO_MANY_LANDS_PLAYED = 'too_many_lands_played'
    PLANAR_ROLLS_WITHOUT_PLANECHASE = 'planar_rolls_without_planechase'
    UNKNOWN_CARD = 'unknown_card'
    CONSPIRACY_WITHOUT_DRAFT = 'conspiracy_without_draft'
    PLANE_WITHOUT_PLANECHASE = 'plane_without_planechase'
    UNLOCKED_NOT_ROOM = 'unlocked_not_room'
    FACE_DOWN_WITHOUT_KEYWORD = 'face_down_without_keyword'
    ATTACHED_TO_MISSING = 'attached_to_missing'
    COMPANION_MISSING = 'companion_missing'
    TWO_HEADED_GIANT_TEAMS = 'two_headed_giant_teams'
    EFFECT_EXPIRED = 'effect_expired'
    EFFECT_WITHOUT_RULES_DATA = 'effect_without_rules_data'
    ATTACHED_OFF_BATTLEFIELD = 'attached_off_battlefield'
    ATTACHED_TO_PHASED_OUT = 'attached_to_phased_out'
    ATTACHMENT_LOOP = 'attachment_loop'
    AURA_UNATTACHED = 'aura_unattached'
    COMMANDER_NOT_LEGAL = 'commander_not_legal'
    TURN_IN_THE_FUTURE = 'turn_in_the_future'
    TARGET_MISSING = 'target_missing'
    EFFECT_NOT_MODELLED = 'effect_not_modelled'
    CHOSEN_NAME_NOT_A_CARD = 'chosen_name_not_a_card'
    CUSTOM_CARD_REPLACES_CARD = 'custom_card_replaces_card'
    TEAM_LIFE_DIFFERS = 'team_life_differs'
    ATTACKING_OUTSIDE_COMBAT = 'attacking_outside_combat'
    ATTACKING_PHASED_OUT = 'attacking_phased_out'
    ATTACKER_NOT_CREATURE = 'attacker_not_creature'
    ATTACKER_NOT_ACTIVE = 'attacker_not_active'
    ATTACKER_SUMMONING_SICK = 'attacker_summoning_sick'
