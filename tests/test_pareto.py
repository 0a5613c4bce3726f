"""Pareto front and per-draw winners on hand-built sets."""

import numpy as np

from lifecycle.sweep.pareto import best_per_draw, merge_best, pareto_mask, win_probability


def test_known_front():
    v = np.array([
        [1.0, 5.0, 5.0],   # 0 front: fastest
        [2.0, 2.0, 2.0],   # 1 front
        [2.0, 3.0, 3.0],   # 2 dominated by 1
        [3.0, 1.0, 4.0],   # 3 front: cheapest (ties in cost with 5 but faster)
        [4.0, 4.0, 4.0],   # 4 dominated by 1
        [5.0, 1.0, 1.0],   # 5 front: lowest carbon
        [5.0, 1.0, 1.0],   # 6 exact duplicate of 5: kept (neither dominates)
        [np.nan, 0.0, 0.0],  # 7 not finite: never on the front
        [1.0, 5.0, 6.0],   # 8 dominated by 0 (equal in two, worse in one)
    ])
    assert np.flatnonzero(pareto_mask(v)).tolist() == [0, 1, 3, 5, 6]


def test_matches_quadratic_definition_on_random_points():
    rng = np.random.default_rng(1)
    v = np.round(rng.random((300, 3)) * 10) / 10  # coarse grid: many ties
    naive = np.array([not np.any(np.all(v <= x, axis=1) & np.any(v < x, axis=1)) for x in v])
    assert np.array_equal(pareto_mask(v), naive)


def test_winners_and_chunk_merging():
    # 3 plans x 4 draws; plan 2 is infeasible (inf); ties go to the lower row
    x = np.array([[1.0, 5.0, 2.0, 3.0],
                  [2.0, 1.0, 2.0, 1.0],
                  [np.inf, np.inf, np.inf, np.inf]])
    b, a = best_per_draw(x, offset=10)
    assert a.tolist() == [10, 11, 10, 11]
    assert b.tolist() == [1.0, 1.0, 2.0, 1.0]
    # the same in two chunks, merged in either order
    b1, a1 = best_per_draw(x[:1], 10)
    b2, a2 = best_per_draw(x[1:], 11)
    for bb, aa in (merge_best(b1, a1, b2, a2), merge_best(b2, a2, b1, a1)):
        assert aa.tolist() == a.tolist() and bb.tolist() == b.tolist()
    p = win_probability(a, np.array([10, 11, 12]))
    assert p.tolist() == [0.5, 0.5, 0.0]


def test_ties_broken_by_other_objectives_and_across_chunks():
    # rows 0 and 1 tie on time in every draw; row 1 is cheaper, so it wins on time
    time_ = np.array([[1.0, 2.0], [1.0, 2.0], [3.0, 0.5]])
    cost = np.array([[5.0, 5.0], [4.0, 4.0], [1.0, 1.0]])
    b, a = best_per_draw(np.stack([time_, cost]), offset=0)
    assert a.tolist() == [1, 2]
    assert b[:, 0].tolist() == [1.0, 4.0]
    # split into chunks {0} and {1, 2}: same winners whichever way they are merged
    b1, a1 = best_per_draw(np.stack([time_[:1], cost[:1]]), 0)
    b2, a2 = best_per_draw(np.stack([time_[1:], cost[1:]]), 1)
    for bb, aa in (merge_best(b1, a1, b2, a2), merge_best(b2, a2, b1, a1)):
        assert aa.tolist() == [1, 2] and np.array_equal(bb, b)
