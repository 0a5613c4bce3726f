"""FP8 linear layers for ``train_step.py``: tensor-wise dynamic scaling through ``torch._scaled_mm``.

The recipe is the one torchao's ``float8`` training and Transformer Engine's
delayed/current scaling use on Hopper, written out because neither library is
on the lent machine's image: every linear layer inside the decoder blocks casts
its input and weight to E4M3 with one scale per tensor (448 / amax), and in the
backward casts the output gradient to E5M2; the three GEMMs of a linear layer
(forward, input gradient, weight gradient) run in FP8 with BF16 output. The
router, the embedding and the output head stay in BF16 (as in both libraries'
defaults). Master weights, optimizer and everything else are unchanged.

Run eagerly each cast is a few separate kernels (abs, amax, scale, convert);
under ``torch.compile`` Inductor fuses them, which is how torchao is meant to run.
"""

from __future__ import annotations

import time

import torch
import torch.nn as nn

E4M3, E5M2 = torch.float8_e4m3fn, torch.float8_e5m2


def _cast(t, dtype):
    """FP8 copy of ``t`` with one scale for the tensor, and the dequantisation scale."""
    amax = t.abs().amax().float().clamp(min=1e-12)
    scale = torch.finfo(dtype).max / amax
    return (t.float() * scale).clamp(-torch.finfo(dtype).max, torch.finfo(dtype).max).to(dtype), scale.reciprocal()


def _col_major(t):
    return t.t().contiguous().t()


class _Fp8Matmul(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, w):  # x (M, K), w (N, K): y = x w^T
        xq, sx = _cast(x, E4M3)
        wq, sw = _cast(w, E4M3)
        ctx.save_for_backward(xq, sx, wq, sw)
        ctx.dtypes = (x.dtype, w.dtype)
        return torch._scaled_mm(xq, wq.t(), scale_a=sx, scale_b=sw, out_dtype=torch.bfloat16)

    @staticmethod
    def backward(ctx, g):
        xq, sx, wq, sw = ctx.saved_tensors
        gq, sg = _cast(g.contiguous(), E5M2)
        dx = torch._scaled_mm(gq, _col_major(wq), scale_a=sg, scale_b=sw, out_dtype=torch.bfloat16)
        dw = torch._scaled_mm(gq.t().contiguous(), _col_major(xq), scale_a=sg, scale_b=sx,
                              out_dtype=torch.bfloat16)
        return dx.to(ctx.dtypes[0]), dw.to(ctx.dtypes[1])


class Fp8Linear(nn.Linear):
    def forward(self, x):
        lead = x.shape[:-1]
        y = _Fp8Matmul.apply(x.to(torch.bfloat16).reshape(-1, x.shape[-1]), self.weight)
        return y.reshape(*lead, self.out_features)


def to_fp8(module: nn.Module, skip=("router",)) -> int:
    """Swap every ``nn.Linear`` under ``module`` (except names in ``skip``) for ``Fp8Linear``."""
    n = 0
    for name, child in module.named_children():
        if type(child) is nn.Linear and name not in skip:
            child.__class__ = Fp8Linear
            n += 1
        else:
            n += to_fp8(child, skip)
    return n


def fp8_gemm_ceiling(dev, n: int = 8192, reps: int = 50) -> float:
    """TFLOP/s of an ``n``^3 E4M3 x E4M3 -> BF16 ``_scaled_mm`` (the FP8 ceiling)."""
    a = torch.randn(n, n, device=dev).to(E4M3)
    b = _col_major(torch.randn(n, n, device=dev).to(E4M3))
    one = torch.ones((), device=dev)
    for _ in range(3):
        torch._scaled_mm(a, b, scale_a=one, scale_b=one, out_dtype=torch.bfloat16)
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(reps):
        torch._scaled_mm(a, b, scale_a=one, scale_b=one, out_dtype=torch.bfloat16)
    torch.cuda.synchronize()
    return 2 * n ** 3 / ((time.perf_counter() - t0) / reps) / 1e12


if __name__ == "__main__":  # numerical check on the GPU: FP8 against BF16 for one layer
    torch.manual_seed(0)
    x = torch.randn(512, 1024, device="cuda", dtype=torch.bfloat16, requires_grad=True)
    lin = nn.Linear(1024, 768, bias=False, device="cuda")
    ref = x @ lin.weight.to(torch.bfloat16).t()
    ref.float().square().sum().backward()
    gx, gw = x.grad.clone(), lin.weight.grad.clone()
    x.grad, lin.weight.grad = None, None
    to_fp8(nn.ModuleList([lin]))
    y = lin(x)
    y.float().square().sum().backward()
    rel = [float((a.float() - b.float()).norm() / b.float().norm()) for a, b in
           ((y, ref), (x.grad, gx), (lin.weight.grad, gw))]
    print("fp8 relative error (output, input grad, weight grad):", [f"{r:.4f}" for r in rel])
    assert max(rel) < 0.15, rel
