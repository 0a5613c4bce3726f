"""Run sweep chunks in-process or on a Dask distributed cluster.

The sweep is a list of independent chunks ``(config, plan rows, offset)``.
:func:`map_chunks` evaluates them with :func:`lifecycle.sweep.evaluate.evaluate_chunk`
either in this process (no scheduler: plain numpy on a local thread pool)
or on a ``dask.distributed`` cluster (``scheduler="tcp://HOST:PORT"`` or a
``distributed.Client``): each configuration (scenario variant and its draws)
is scattered to the workers once, the chunks are mapped over it, and results
come back in order. The chunk function is deterministic, so both ways give
the same numbers (to the last bit when the workers run the same numpy).
"""

from __future__ import annotations

__all__ = ["map_chunks", "connect"]


def connect(scheduler):
    """A ``distributed.Client`` for an address (``tcp://HOST:PORT``) or a client, and
    whether the caller owns it (must close it)."""
    from lifecycle.errors import LifecycleInputError, Problem

    try:
        from distributed import Client
    except ImportError:
        raise LifecycleInputError([Problem(
            "--scheduler", str(scheduler), "running a sweep on a Dask cluster needs the optional "
            "dependency dask.distributed: pip install 'lifecycle[dask]' (without --scheduler the "
            "sweep runs in this process)")]) from None
    if isinstance(scheduler, Client):
        return scheduler, False
    try:
        return Client(str(scheduler), timeout=10, set_as_default=False), True
    except (OSError, TimeoutError) as e:
        raise LifecycleInputError([Problem("--scheduler", str(scheduler),
                                           f"cannot reach the Dask scheduler: {e}")]) from None


def map_chunks(configs: list, chunks: list, *, scheduler=None, min_fit_prob: float = 0.9,
               threads: int | None = None) -> list:
    """Evaluate every chunk and return their :class:`ChunkResult` in order.

    Parameters
    ----------
    configs : list of Config
        The cluster configurations.
    chunks : list of (config_index, plans, offset)
        Plan rows (dict of column arrays) of one configuration and the global
        row index of the first.
    scheduler : str or distributed.Client, optional
        Dask scheduler address; ``None`` runs in this process.
    min_fit_prob : float
        Passed to :func:`evaluate_chunk`.
    threads : int, optional
        Without a scheduler: threads of a local pool (numpy releases the GIL in
        its array loops); default ``os.cpu_count()``; 1 runs chunk after chunk.
    """
    from lifecycle.sweep.evaluate import evaluate_chunk

    if scheduler is None:
        import os
        from concurrent.futures import ThreadPoolExecutor

        n = int(threads or os.cpu_count() or 1)
        if n <= 1 or len(chunks) <= 1:
            return [evaluate_chunk(configs[ci], plans, off, min_fit_prob)
                    for ci, plans, off in chunks]
        with ThreadPoolExecutor(max_workers=n) as pool:
            return list(pool.map(lambda c: evaluate_chunk(configs[c[0]], c[1], c[2], min_fit_prob),
                                 chunks))
    client, owned = connect(scheduler)
    try:
        cfuts = client.scatter(list(configs), broadcast=False)
        futs = [client.submit(evaluate_chunk, cfuts[ci], plans, off, min_fit_prob, pure=False)
                for ci, plans, off in chunks]
        return client.gather(futs)
    finally:
        if owned:
            client.close()
