"""Dump a TVM 0.27 IRModule parsed from a TVMScript file in tirsat's canonical
dump format (`tirsat::script::dump`), so the reader can be checked against
TVM's own parser without TVM at test time.

Usage: python tools/tvm_dump.py FILE.py > FILE.tvmdump

Development helper only: tests and CI never run it. The file may hold one
`@I.ir_module` class or bare `@T.prim_func`s; imports are added when missing.
"""

import json
import re
import runpy
import struct
import sys
import tempfile

import tvm
from tvm import tirx
from tvm.ir import PointerType, PrimType

# TVM op names (after "tirx." / "prim.") that tirsat spells differently.
OP_RENAMES = {
    "tvm_call_packed": "call_packed",
    "tvm_call_cpacked": "call_cpacked",
    "tvm_call_packed_lowered": "call_packed_lowered",
    "tvm_call_cpacked_lowered": "call_cpacked_lowered",
}

# Bit-operation nodes, which tirsat represents as builtin calls.
BIT_NODES = {
    "LShift": "shift_left",
    "RShift": "shift_right",
    "BitwiseAnd": "bitwise_and",
    "BitwiseOr": "bitwise_or",
    "BitwiseXor": "bitwise_xor",
}


def dtype_str(dt):
    s = str(dt)
    return "void" if s == "" else s


def bits(v):
    return f"{struct.unpack('<Q', struct.pack('<d', float(v)))[0]:#018x}"


def call_attr_fields(attrs):
    """The (name, value) fields of a Call's attrs object, sorted by name."""
    if hasattr(attrs, "items"):
        return sorted((str(k), v) for k, v in attrs.items())
    info = getattr(type(attrs), "__tvm_ffi_type_info__", None)
    names = [f.name for f in info.fields] if info is not None else []
    return sorted((n, getattr(attrs, n)) for n in names)


class Dumper:
    def __init__(self):
        self.ids = {}
        self.nvar = 0
        self.nbuf = 0
        self.lines = []

    def is_buffer(self, v):
        return isinstance(v, tvm.ir.Var) and isinstance(v.ty, tirx.buffer.BufferType)

    def ref(self, v):
        k = v.__chandle__()
        if k not in self.ids:
            if self.is_buffer(v):
                self.ids[k] = f"%b{self.nbuf}"
                self.nbuf += 1
            else:
                self.ids[k] = f"%v{self.nvar}"
                self.nvar += 1
        return self.ids[k]

    def ty(self, t):
        if isinstance(t, PrimType):
            return dtype_str(t.dtype)
        if isinstance(t, PointerType):
            el = t.element_type
            el = dtype_str(el.dtype) if isinstance(el, PrimType) else str(el)
            return f"ptr({el},{t.storage_scope or 'global'})"
        if isinstance(t, tvm.ir.TupleType) and len(t.fields) == 0:
            return "void"
        return f"?{t}"

    def var(self, v):
        r = self.ref(v)
        return f"(var {r} {v.name} {self.ty(v.ty)})"

    def buffer_def(self, b):
        r = self.ref(b)
        t = b.ty
        shape = ", ".join(self.expr(e) for e in t.shape)
        strides = ", ".join(self.expr(e) for e in t.strides)
        off = self.expr(t.elem_offset)
        return (f"{r} {b.name} {dtype_str(t.dtype)} [{shape}] strides=[{strides}] "
                f"elem_offset={off} scope={t.storage_scope or 'global'} "
                f"align={t.data_alignment} offset_factor={t.offset_factor}")

    def exprs(self, es):
        return " ".join(self.expr(e) for e in es)

    def expr(self, e):
        if isinstance(e, bool):
            return f"(int bool {int(e)})"
        if isinstance(e, int):
            return f"(int int32 {e})"
        if isinstance(e, str):
            return f"(str {json.dumps(e)})"
        if isinstance(e, tirx.IntImm):
            return f"(int {self.ty(e.ty)} {int(e.value)})"
        if isinstance(e, tirx.FloatImm):
            return f"(float {self.ty(e.ty)} {bits(e.value)})"
        if isinstance(e, tvm.ir.StringImm):
            return f"(str {json.dumps(str(e.value))})"
        if isinstance(e, tvm.ir.Var):
            if self.is_buffer(e):
                return f"(buffer {self.ref(e)})"
            return self.var(e)
        n = type(e).__name__
        ty = self.ty(e.ty)
        bin_ops = {"Add": "add", "Sub": "sub", "Mul": "mul", "Div": "div", "Mod": "mod",
                   "FloorDiv": "floordiv", "FloorMod": "floormod", "Min": "min", "Max": "max"}
        cmp_ops = {"EQ": "==", "NE": "!=", "LT": "<", "LE": "<=", "GT": ">", "GE": ">="}
        if n in bin_ops:
            a = self.expr(e.a)
            b = self.expr(e.b)
            return f"({bin_ops[n]} {ty} {a} {b})"
        if n in cmp_ops:
            a = self.expr(e.a)
            b = self.expr(e.b)
            return f"(cmp {cmp_ops[n]} {ty} {a} {b})"
        if n in BIT_NODES:
            a = self.expr(e.a)
            b = self.expr(e.b)
            return f"(call {BIT_NODES[n]} {ty} [{a} {b}])"
        if n == "BitwiseNot":
            return f"(call bitwise_not {ty} [{self.expr(e.a)}])"
        if n in ("And", "Or"):
            a = self.expr(e.a)
            b = self.expr(e.b)
            return f"({n.lower()} {ty} {a} {b})"
        if n == "Not":
            return f"(not {ty} {self.expr(e.a)})"
        if n == "Select":
            c = self.expr(e.condition)
            t = self.expr(e.true_value)
            f = self.expr(e.false_value)
            return f"(select {ty} {c} {t} {f})"
        if n == "Cast":
            return f"(cast {ty} {self.expr(e.value)})"
        if n in ("TensorLoad", "BufferLoad"):
            src = e.source if hasattr(e, "source") else e.buffer
            r = self.ref(src)
            return f"(load {ty} {r} [{self.exprs(e.indices)}])"
        if n == "Ramp":
            b = self.expr(e.base)
            s = self.expr(e.stride)
            return f"(ramp {ty} {b} {s} {int(e.lanes)})"
        if n == "Broadcast":
            return f"(broadcast {ty} {self.expr(e.value)} {int(e.lanes)})"
        if n == "Let":
            v = self.var(e.var)
            x = self.expr(e.value)
            b = self.expr(e.body)
            return f"(let {ty} {v} {x} {b})"
        if n == "Call":
            op = e.op
            if isinstance(op, tvm.ir.Op):
                name = op.name
                if name == "tirx.buffer_data":
                    return f"(data {self.ref(e.args[0])})"
                for prefix in ("tirx.", "prim."):
                    if name.startswith(prefix):
                        name = name[len(prefix):]
                        break
                name = OP_RENAMES.get(name, name)
            elif isinstance(op, tvm.ir.GlobalVar):
                name = "@" + op.name_hint
            else:
                name = f"?{op}"
            args = self.exprs(e.args)
            attrs = ""
            if e.attrs is not None:
                fields = call_attr_fields(e.attrs)
                if fields:
                    attrs = " {" + ", ".join(f"{k}: {self.attr(v)}" for k, v in fields) + "}"
            return f"(call {name} {ty} [{args}]{attrs})"
        return f"(?{n} {e})"

    def attr(self, v):
        if isinstance(v, bool):
            return "true" if v else "false"
        if isinstance(v, int):
            return str(v)
        if isinstance(v, float):
            return bits(v)
        if isinstance(v, str):
            return json.dumps(v)
        if isinstance(v, tvm.target.Target):
            return "target" + self.attr(dict(v.export()))
        if isinstance(v, dict) or type(v).__name__ == "Map":
            items = sorted((str(k), val) for k, val in v.items())
            return "{" + ", ".join(f"{json.dumps(k)}: {self.attr(val)}" for k, val in items) + "}"
        if isinstance(v, (list, tuple)) or type(v).__name__ == "Array":
            return "[" + ", ".join(self.attr(x) for x in v) + "]"
        if tvm.ir.is_prim_expr(v) or isinstance(v, tvm.ir.Expr):
            return self.expr(v)
        return f"?{type(v).__name__}"

    def emit(self, depth, text):
        self.lines.append("  " * depth + text)

    def stmt(self, s, d):
        n = type(s).__name__
        if n == "SeqStmt":
            self.emit(d, "seq")
            for c in s.seq:
                self.stmt(c, d + 1)
        elif n == "AllocBuffer":
            b = self.buffer_def(s.buffer)
            a = self.attr(dict(s.annotations))
            self.emit(d, f"alloc {b} ann={a}")
        elif n == "DeclBuffer":
            x = self.expr(s.data)
            b = self.buffer_def(s.buffer)
            self.emit(d, f"decl {b} data={x}")
        elif n == "AttrStmt":
            node = s.node
            if isinstance(node, tirx.IterVar):
                v = self.var(node.var)
                dom = "none"
                if node.dom is not None:
                    lo = self.expr(node.dom.min)
                    ext = self.expr(node.dom.extent)
                    dom = f"({lo}, {ext})"
                nd = f"iv({v} dom={dom} kind={int(node.iter_type)} tag={json.dumps(str(node.thread_tag))})"
            elif isinstance(node, tvm.target.Target):
                nd = "target" + self.attr(dict(node.export()))
            elif isinstance(node, tirx.CommReducer):
                lhs = " ".join(self.var(x) for x in node.lhs)
                rhs = " ".join(self.var(x) for x in node.rhs)
                res = " ".join(self.expr(x) for x in node.result)
                ident = " ".join(self.expr(x) for x in node.identity_element)
                nd = f"reducer(lhs=[{lhs}] rhs=[{rhs}] result=[{res}] identity=[{ident}])"
            elif self.is_buffer(node):
                nd = f"buffer({self.ref(node)})"
            else:
                nd = self.expr(node)
            v = self.expr(s.value)
            self.emit(d, f"attr {json.dumps(str(s.attr_key))} node={nd} value={v}")
            self.stmt(s.body, d + 1)
        elif n == "ScopeIdDefStmt":
            # TIRx scope ids (tirsat's `scope_id` dump line); ScopeBinding order.
            df = getattr(s, "def")
            api = ["cluster_id", "cta_id", "cta_id_in_cluster", "warpgroup_id", "warp_id",
                   "warp_id_in_wg", "lane_id", "thread_id", "thread_id_in_wg",
                   "cta_id_in_pair"][int(df.scope)]
            vs = ", ".join(self.var(x) for x in df.def_ids)
            ext = "none" if df.extents is None else f"[{self.exprs(df.extents)}]"
            pref = ("none" if df.preferred_extents is None
                    else f"[{self.exprs(df.preferred_extents)}]")
            self.emit(d, f"scope_id {api} [{vs}] extents={ext} preferred={pref}")
        elif n == "Bind":
            v = self.var(s.var)
            x = self.expr(s.value)
            self.emit(d, f"bind {v} = {x}")
        elif n == "For":
            kinds = {0: "serial", 1: "parallel", 2: "vectorized", 3: "unroll", 4: "thread_binding"}
            v = self.var(s.loop_var)
            lo = self.expr(s.min)
            ext = self.expr(s.extent)
            tb = ""
            if s.thread_binding is not None:
                tb = f" binding={json.dumps(str(s.thread_binding.thread_tag))}"
            step = ""
            if getattr(s, "step", None) is not None:
                step = f" step={self.expr(s.step)}"
            a = self.attr(dict(s.annotations))
            self.emit(d, f"for {v} in {lo} {ext} {kinds.get(int(s.kind), s.kind)}{tb}{step} ann={a}")
            self.stmt(s.body, d + 1)
        elif n == "While":
            self.emit(d, f"while {self.expr(s.condition)}")
            self.stmt(s.body, d + 1)
        elif n == "IfThenElse":
            self.emit(d, f"if {self.expr(s.condition)}")
            self.stmt(s.then_case, d + 1)
            if s.else_case is not None:
                self.emit(d, "else")
                self.stmt(s.else_case, d + 1)
        elif n == "AssertStmt":
            c = self.expr(s.condition)
            p = self.exprs(s.message_parts)
            kind = s.error_kind.value if hasattr(s.error_kind, "value") else s.error_kind
            self.emit(d, f"assert {c} kind={json.dumps(str(kind))} [{p}]")
        elif n == "BufferStore":
            b = self.ref(s.buffer)
            i = self.exprs(s.indices)
            v = self.expr(s.value)
            self.emit(d, f"store {b} [{i}] = {v}")
        elif n == "Evaluate":
            self.emit(d, f"eval {self.expr(s.value)}")
        elif n == "Return":
            self.emit(d, f"return {self.expr(s.value)}")
        else:
            self.emit(d, f"?{n}")

    def func(self, name, f):
        self.emit(0, f"func {name}")
        for k, v in sorted(f.attrs.items()):
            self.emit(1, f"attr {k} = {self.attr(v)}")
        self.emit(1, f"ret {self.ty(f.ret_type)}")
        for p in f.params:
            if self.is_buffer(p):
                self.emit(1, f"param buffer {self.buffer_def(p)}")
            else:
                self.emit(1, f"param {self.var(p)}")
        self.stmt(f.body, 1)


def dump_module(mod):
    out = []
    items = sorted(((gv.name_hint, f) for gv, f in mod.functions.items()), key=lambda x: x[0])
    for name, f in items:
        d = Dumper()
        d.func(name, f)
        out.extend(d.lines)
    return "\n".join(out) + "\n"


HEADER = (
    "import tvm\nfrom typing import TypeVar\n"
    "from tvm.script import tirx as T\nfrom tvm.script import ir as I\n"
)


def load(path):
    """Runs the file (with the imports TVM's printer comments out) and returns its module."""
    src = open(path).read()
    # The printer omits the metadata section: stand in a string for each reference.
    src = re.sub(r'metadata\["ir\.StringImm"\]\[(\d+)\]', r'"<meta \1>"', src)
    lines = src.splitlines(keepends=True)
    # Postponed annotations let TVM read quoted shapes such as ("n * 4",).
    future = ["from __future__ import annotations\n"]
    rest = [ln for ln in lines if not ln.startswith("from __future__")]
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as tmp:
        tmp.write("".join(future) + HEADER + "".join(rest))
        tmp_path = tmp.name
    ns = runpy.run_path(tmp_path, run_name="__tirsat_dump__")
    mods = [v for v in ns.values() if isinstance(v, tvm.IRModule)]
    if mods:
        return mods[-1]
    funcs = {}
    for k, v in ns.items():
        if isinstance(v, tirx.PrimFunc):
            funcs[k] = v
    return tvm.IRModule(funcs)


def batch(list_file, out_dir):
    """Dumps every file listed in `list_file` to `out_dir/<index>.tvm`
    (`ERROR: ...` when TVM rejects the file)."""
    import os

    with open(list_file) as fh:
        paths = [ln.strip() for ln in fh if ln.strip()]
    for i, p in enumerate(paths):
        try:
            text = dump_module(load(p))
        except Exception as e:  # noqa: BLE001 - record TVM's rejection
            first = str(e).strip().splitlines()
            text = "ERROR: " + type(e).__name__ + ": " + (first[0] if first else "") + "\n"
        with open(os.path.join(out_dir, f"{i}.tvm"), "w") as out:
            out.write(text)


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--batch":
        batch(sys.argv[2], sys.argv[3])
    else:
        sys.stdout.write(dump_module(load(sys.argv[1])))
