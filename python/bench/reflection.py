#!/usr/bin/env python3
"""Why the crossing is Rust over TVM FFI's C ABI: reading the decoder block's kernels (right
before SplitHostDevice in TVM's pipeline) by a recursive walk over TVM's reflected fields from
Python, against tirsat's Rust reader (`tirsat.tvm.stats`), best of 3 each.

Usage: python python/bench/reflection.py (needs the `tirsat` package and apache-tvm==0.27.0.post1)
"""
import os, sys, time
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests"))
import tvm, tvm_ffi, tirsat.tvm as tt, zoo
from tvm import tirx
mod, _ = zoo.relax_module("decoder")
pre = {}
@tvm.instrument.pass_instrument
class Cap:
    def run_before_pass(self, m, info):
        if info.name == "tirx.SplitHostDevice" and "m" not in pre: pre["m"] = m
with zoo.cuda_capture():
    with tvm.transform.PassContext(instruments=[Cap()]):
        tvm.compile(mod, zoo.CUDA, tir_pipeline="default")
m = pre["m"]
funcs = [f for _, f in m.functions_items() if isinstance(f, tirx.PrimFunc)]
# Python reflection: a recursive walk reading every reflected field of every node from Python.
import tvm_ffi
INFO = {}
def fields(t):
    if t not in INFO:
        ti = getattr(t, "__tvm_ffi_type_info__", None)
        names = []
        while ti is not None:
            names += [f.name for f in ti.fields]
            ti = getattr(ti, "parent_type_info", None)
        INFO[t] = names
    return INFO[t]
def walk_py():
    n = [0, 0]
    def visit(o):
        if isinstance(o, (tvm_ffi.Array, list, tuple)):
            for x in o: visit(x)
            return
        if isinstance(o, tvm_ffi.Map):
            for k, v in o.items(): visit(v)
            return
        if not isinstance(o, tvm_ffi.Object) or isinstance(o, (tvm.target.Target, tvm.ir.Op)):
            return
        n[0] += 1
        for name in fields(type(o)):
            v = getattr(o, name); n[1] += 1
            visit(v)
    sys.setrecursionlimit(100000)
    for f in funcs: visit(f.body)
    return n
best = 1e9
for _ in range(3):
    t0 = time.perf_counter(); n = walk_py(); best = min(best, time.perf_counter() - t0)
print(f"python reflection walk: {n[0]} node visits, {n[1]} field reads, {best*1e3:.1f} ms ({best/n[0]*1e6:.2f} us/visit, {best/max(n[1],1)*1e6:.2f} us/field)")
p = tt.tirsat_pass(["AnnotateDeviceRegions"])
best = 1e9; nodes = 0
for _ in range(3):
    tt.stats.reset(); p(m); s = tt.stats.as_dict(); best = min(best, s["read_seconds"]); nodes = s["nodes_read"]
print(f"load average {os.getloadavg()}")
print(f"rust C ABI: {nodes} nodes read into tirsat IR, {best*1e3:.1f} ms ({best/nodes*1e6:.2f} us/node)")
