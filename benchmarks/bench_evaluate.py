"""How fast is evaluate()? Prints the median (and 95th percentile) of many runs.

    .venv/bin/python benchmarks/bench_evaluate.py

Aim (issue 2): a typical board (about 60 objects) under 1 ms, a large one (300 objects,
4 players) under 5 ms, for one player's full verdict set. Nothing here is asserted.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.boards import enchanted, large, object_count, small, typical  # noqa: E402
from judgeapp.core import engine  # noqa: E402


def measure(fn, repeats: int) -> list[float]:
    fn()   # warm caches (card database, rules index) once
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return times


def report(name: str, times: list[float]) -> None:
    ms = sorted(t * 1000 for t in times)
    p95 = ms[int(len(ms) * 0.95) - 1]
    print(f"{name:<40} median {statistics.median(ms):7.3f} ms   p95 {p95:7.3f} ms   ({len(ms)} runs)")


KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"


def _chess_moves():
    """python-chess generating every legal move of Kiwipete (the perft test position); None when
    python-chess is not installed (pip install '.[bench]')."""
    try:
        import chess
    except ImportError:
        return None
    board = chess.Board(KIWIPETE)
    return lambda: list(board.legal_moves)


def main() -> None:
    typical_board = typical()
    chess_moves = _chess_moves()
    if chess_moves is not None:
        # The anchor and evaluate() take turns, 15 runs each, 20 times: a busy spell on this shared
        # machine slows both alike, so the ratio holds (measured one after the other, it swung from
        # 3.2x to 4.8x between runs).
        chess_times: list[float] = []
        typical_times: list[float] = []
        for _ in range(20):
            chess_times += measure(chess_moves, 15)
            typical_times += measure(lambda: engine.evaluate(typical_board), 15)
        report("anchor: python-chess legal moves, Kiwipete", chess_times)
        report("evaluate typical, beside the anchor", typical_times)
        chess_ms, typical_ms = (statistics.median(t) * 1000 for t in (chess_times, typical_times))
        print(f"ratio evaluate(typical) / python-chess legal moves: {typical_ms / chess_ms:.1f}x "
              f"({typical_ms:.3f} ms vs {chess_ms:.3f} ms, interleaved in the same run)")
    for label, state in (("small", small()), ("typical", typical()), ("large", large())):
        n = object_count(state)
        report(f"evaluate {label} ({n} objects, {len(state.players)} players)",
               measure(lambda: engine.evaluate(state), 300))
        report(f"evaluate {label}, all players",
               measure(lambda: engine.evaluate_all(state), 100))
    # Growth with board size where many permanents are attached: it should stay linear.
    for count in (300, 1000, 3000):
        state = enchanted(count)
        report(f"evaluate {count} objects, half of them Auras", measure(lambda: engine.evaluate(state), 15))


if __name__ == "__main__":
    main()
