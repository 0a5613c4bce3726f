"""The few-publisher stack cut of ``lifecycle.discrepancy`` (``stack_few_publishers``): computed
from the calibration coverage so that held-out fits (``n - 1`` publishers of a pair) and new
publishers (``n``) classify every pair alike."""

from lifecycle import discrepancy as D


def test_stack_cut_classifies_each_calibration_pair_alike_with_one_publisher_held_out():
    """As for the generation cut: a (generation, stack class) pair's scale is fitted on
    held-out fits that see n - 1 of its publishers and used for a new publisher who sees n."""
    cov = D.calibration_coverage()
    counts = [n for n in cov["stack_publishers"].values() if n >= 2]
    assert len(counts) >= 5, "the calibration rows should span several stack classes"
    cut = D.few_stack_cut()
    for n in counts:
        assert (n <= cut) == (n - 1 <= cut), (n, cut)


def test_stack_cut_is_the_valid_cut_nearest_its_target():
    """Hand calculation of ``valid_stack_cut``: a cut ``c`` is invalid where a pair has ``c + 1``
    publishers (held out it would have ``c`` and count as few, new it would not)."""
    # look 119's counts: 2 -> 1, 3 -> 2, 5 -> 4, 7 -> 6, 8 -> 7, 10 -> 9, 13 -> 12, 20 -> 19 invalid;
    # 8 and 10 are both one from 9: the larger
    assert D.valid_stack_cut([1, 1, 2, 3, 5, 7, 8, 10, 13, 20, 20]) == 10
    # 10 and 11 publishers make 9 and 10 invalid: 8 is nearer than 11
    assert D.valid_stack_cut([10, 11]) == 8
    # one-publisher pairs constrain nothing (n - 1 = 0 publishers is an unseen pair either way)
    assert D.valid_stack_cut([1, 1, 1]) == D.FEW_STACK_TARGET
    assert D.valid_stack_cut([10], target=5) == 5
