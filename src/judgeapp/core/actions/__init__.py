"""One module per special action of rule 116.2, each with the same two functions:

    evaluate(ctx, player) -> ActionVerdict
    apply(ctx, option, roll) -> GameState   (priority is set by the engine, 116.3)
"""
