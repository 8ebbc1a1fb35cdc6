"""Dump TVM 0.27's operations that TVMScript can name into `crates/tirsat-ir/src/op/ops.tsv`.

Run with the oracle venv from the project root:

    .venv-tvm/bin/python scripts/oracle/dump_ops.py [--check] [-o crates/tirsat-ir/src/op/ops.tsv]

One row per TVMScript name (the text after `T.`; TVM prints a Call of an op as
`T.<TScriptPrinterName>(...)`, so that is the name the row is keyed by):

- `name`      the TVMScript name (`exp`, `tvm_warp_shuffle`, `cuda.mma_fill`, `ptx.mma`).
- `ops`       the registry ops (`tirx.*`, `prim.*`) printed under that name, comma-separated.
- `params`    the parameters of TVMScript's Python function, comma-separated: `x=v` has
              the Python literal `v` as default, `x?` another default, `*x` takes the
              remaining positional arguments; `-` when the name has no Python function.
- `result`    how the call's type is formed: `void`, a fixed dtype (`uint32`, `bool`),
              `ptr:<dtype>` (a pointer), `arg:<param>` (the dtype the caller passes in that
              parameter), `type:<param>` (the type of that argument), `float:<param>` (the
              same, and the argument must be a float), or `special` (the
              Python function does more than build one call; the reader has code for it).
- `effect`    TVM's `TCallEffectKind`: annotation, pure, read, update, special_arg,
              embed_info, control_jump, or `-` when TVM registers none.
- `dtype_at`  `TScriptDtypePrintLocation`: where the printer puts the result dtype among the
              arguments (`first`, `last`, `-`).
- `form`      `intrin` (the function returns `call_intrin(result, op, *params)` with the
              parameters in order; the reader needs no code), `ptx` (a `T.ptx` instruction
              family: operands then modifier strings, always a void statement), `special`
              (code in the reader), `tile` (a `T.tile` operation, a statement), `node` (TVM
              builds an expression node, such as `LShift`, that tirsat keeps as a call), `printer`
              (an op TVM prints under this name but the TVMScript parser has no function
              for it).

`--check` compares with the committed file instead of writing it.
"""

from __future__ import annotations

import argparse
import ast
import inspect
import os
import sys
import textwrap

import tvm
from tvm.script import tirx as T

EFFECTS = {
    0: "annotation",
    1: "pure",
    2: "read",
    3: "update",
    4: "special_arg",
    5: "embed_info",
    6: "control_jump",
}
DTYPE_AT = {0: "-", 1: "first", 2: "last"}

# Sub-namespaces of `T` whose members name ops. `T.ptx` is handled separately.
NAMESPACES = ["cuda", "s_tir", "ptx_legacy", "nvshmem", "webgpu", "metal", "nki"]


def tirx_ops():
    """{op name: (printer name, effect, dtype_at)} for every `tirx.*` and `prim.*` op."""
    out = {}
    for name in tvm.ir.Op.list_op_names():
        if not name.startswith(("tirx.", "prim.")):
            continue
        op = tvm.ir.Op.get(name)
        printer = op.get_attr("TScriptPrinterName")
        effect = op.get_attr("TCallEffectKind")
        loc = op.get_attr("TScriptDtypePrintLocation")
        out[name] = (
            str(printer) if printer is not None else None,
            EFFECTS[int(effect)] if effect is not None else "-",
            DTYPE_AT[int(loc)] if loc is not None else "-",
        )
    return out


def unwrap(f):
    seen = set()
    while hasattr(f, "__wrapped__") and id(f) not in seen:
        seen.add(id(f))
        f = f.__wrapped__
    return f


def params_of(f):
    """The Python parameters, in our `x`, `x?`, `*x` notation (span/dtype kwargs dropped)."""
    try:
        sig = inspect.signature(f)
    except (TypeError, ValueError):
        return None
    out = []
    for p in sig.parameters.values():
        if p.name in ("span", "self"):
            continue
        if p.kind == p.VAR_POSITIONAL:
            out.append("*" + p.name)
        elif p.kind == p.VAR_KEYWORD:
            continue
        elif p.default is not p.empty:
            d = p.default
            if d is None or isinstance(d, (bool, int, float, str)):
                out.append(f"{p.name}={d!r}")
            else:
                out.append(p.name + "?")
        else:
            out.append(p.name)
    return out


def tile_operands(op):
    """The operand parameters of tile primitive `op` (`T.cta.<op>(...)`): the parameters of
    its TVMScript builder function before the keyword options `workspace`, `dispatch` and
    `scope` (`*args` when the builder is not found)."""
    from tvm.tirx.script import tile as tile_script

    f = getattr(tile_script, op, None)
    fn = getattr(f, "_fn", None)
    if fn is None:
        return ["*args"]
    params = params_of(fn) or ["*args"]
    return [p for p in params if p.split("=")[0].rstrip("?") not in ("workspace", "dispatch", "scope")]


def source_ast(f):
    try:
        src = textwrap.dedent(inspect.getsource(f))
    except (OSError, TypeError):
        return None
    try:
        tree = ast.parse(src)
    except SyntaxError:
        return None
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.Lambda)):
            return node
    return None


def as_intrin(node):
    """`call_intrin(ty, op, *args)` or `Call(op, [args], ret_ty=ty)` as
    (type node, op node, argument nodes, other keywords); None for any other node."""
    if not isinstance(node, ast.Call):
        return None
    fn = node.func
    name = fn.attr if isinstance(fn, ast.Attribute) else getattr(fn, "id", None)
    others = [k for k in node.keywords if k.arg not in ("span", "ret_ty")]
    if name == "call_intrin" and len(node.args) >= 2:
        return node.args[0], node.args[1], node.args[2:], others
    if name == "Call" and len(node.args) == 2 and isinstance(node.args[1], ast.List):
        ret = [k.value for k in node.keywords if k.arg == "ret_ty"]
        if ret:
            return ret[0], node.args[0], node.args[1].elts, others
    return None


def op_literal(node):
    """The op name of `call_intrin(ty, "tirx.x", ...)` or `Op.get("tirx.x")`."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "get"
        and node.args
        and isinstance(node.args[0], ast.Constant)
    ):
        return node.args[0].value
    return None


FIXED = {"": "void", "int": "int32", "float": "float32", "uint": "uint32"}


def pname(p):
    """A parameter's name without its `*`, `?` or `=default` marks."""
    return p.lstrip("*").rstrip("?").split("=")[0]


def type_rule(node, params, float_args=()):
    """The result-type rule of the first argument of `call_intrin`."""
    names = [pname(p) for p in params]
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return FIXED.get(node.value, node.value)
    if isinstance(node, ast.Name) and node.id in names:
        return "arg:" + node.id
    # _primexpr_ty(x), x.ty, x.dtype
    if (
        isinstance(node, ast.Call)
        and getattr(node.func, "id", None) == "_primexpr_ty"
        and len(node.args) == 1
        and isinstance(node.args[0], ast.Name)
        and node.args[0].id in names
    ):
        kind = "float" if node.args[0].id in float_args else "type"
        return f"{kind}:{node.args[0].id}"
    if (
        isinstance(node, ast.Attribute)
        and node.attr in ("ty", "dtype")
        and isinstance(node.value, ast.Name)
        and node.value.id in names
    ):
        return "type:" + node.value.id
    # PointerType(PrimType("int64"))
    if (
        isinstance(node, ast.Call)
        and getattr(node.func, "id", getattr(node.func, "attr", None)) == "PointerType"
        and node.args
    ):
        inner = node.args[0]
        if (
            isinstance(inner, ast.Call)
            and inner.args
            and isinstance(inner.args[0], ast.Constant)
            and isinstance(inner.args[0].value, str)
        ):
            return "ptr:" + inner.args[0].value
    return None


def float_arg(stmt, names):
    """`x = _require_float_arg("op", x)`: the parameter it checks, else None."""
    if (
        isinstance(stmt, ast.Assign)
        and len(stmt.targets) == 1
        and isinstance(stmt.targets[0], ast.Name)
        and stmt.targets[0].id in names
        and isinstance(stmt.value, ast.Call)
        and getattr(stmt.value.func, "id", None) == "_require_float_arg"
    ):
        return stmt.targets[0].id
    return None


def is_plain_prelude(stmt, names):
    """Statements a plain wrapper may run before its call: docstrings, `x = convert(x)`,
    `x = _require_float_arg("op", x)` and `if is_buffer_var(x): x = x[0]` (a scalar
    buffer stands for its element)."""
    if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant):
        return True
    if float_arg(stmt, names) is not None:
        return True
    if (
        isinstance(stmt, ast.If)
        and isinstance(stmt.test, ast.Call)
        and getattr(stmt.test.func, "id", None) == "is_buffer_var"
        and not stmt.orelse
        and len(stmt.body) == 1
        and isinstance(stmt.body[0], ast.Assign)
    ):
        return True
    if (
        isinstance(stmt, ast.Assign)
        and len(stmt.targets) == 1
        and isinstance(stmt.targets[0], ast.Name)
        and stmt.targets[0].id in names
        and isinstance(stmt.value, ast.Call)
        and getattr(stmt.value.func, "attr", getattr(stmt.value.func, "id", None)) == "convert"
    ):
        return True
    return False


def analyze(f):
    """(ops, params, result, form) of a TVMScript function, or None when it names no op."""
    inner = unwrap(f)
    params = params_of(f)
    if params is None:
        return None
    # `_dtype_forward` wrappers take the dtype first positionally: same parameter list.
    node = source_ast(inner)
    if node is None:
        return None
    calls = [(n, as_intrin(n)) for n in ast.walk(node)]
    calls = [(n, c) for n, c in calls if c is not None]
    ops = []
    for _, (_, op, _, _) in calls:
        lit = op_literal(op)
        if lit is not None and lit not in ops:
            ops.append(lit)
    if not ops:
        return None
    result = "special"
    form = "special"
    names = [pname(p) for p in params]
    body = node.body if isinstance(node, ast.FunctionDef) else []
    if len(calls) == 1 and body:
        *prelude, last = body
        call, (ty, _, passed, others) = calls[0]
        floats = [f for f in (float_arg(s, names) for s in prelude) if f]
        rule = type_rule(ty, params, floats)
        if rule is not None:
            result = rule
        plain = (
            isinstance(last, ast.Return)
            and last.value is call
            and all(is_plain_prelude(s, names) for s in prelude)
            and rule is not None
            and not others
        )
        if plain:
            # The call's arguments are the parameters in order, minus a dtype parameter.
            expect = [p for p in params if rule != "arg:" + pname(p)]
            got = []
            for a in passed:
                if isinstance(a, ast.Name):
                    got.append(a.id)
                elif isinstance(a, ast.Starred) and isinstance(a.value, ast.Name):
                    got.append("*" + a.value.id)
                else:
                    got.append(None)
            if got == [("*" if p.startswith("*") else "") + pname(p) for p in expect]:
                form = "intrin"
    return ops, params, result, form


def collect_functions():
    """{script name: function} for every callable under `T` that builds an op call."""
    found = {}
    for attr in dir(T):
        if attr.startswith("_"):
            continue
        obj = getattr(T, attr)
        if callable(obj) and not isinstance(obj, type):
            found[attr] = obj
    for ns in NAMESPACES:
        root = getattr(T, ns, None)
        if root is None:
            continue
        stack = [(ns, root)]
        while stack:
            prefix, obj = stack.pop()
            members = dict(vars(obj)) if hasattr(obj, "__dict__") else {}
            for klass in type(obj).__mro__:
                for k, v in vars(klass).items():
                    members.setdefault(k, v)
            for k, v in members.items():
                if k.startswith("_") and not k.startswith("__shfl") and k != "__activemask":
                    continue
                if k.startswith("__") and not (k.startswith("__shfl") or k == "__activemask"):
                    continue
                name = f"{prefix}.{k}"
                if isinstance(v, staticmethod):
                    v = v.__func__
                if hasattr(v, "__dict__") and not callable(v) or type(v).__name__.endswith(
                    "Namespace"
                ):
                    stack.append((name, getattr(obj, k)))
                    if callable(getattr(obj, k)):
                        found[name] = getattr(obj, k)
                elif callable(v) and not isinstance(v, type):
                    found[name] = getattr(obj, k)
    return found


def ptx_families():
    """{family: [op names]} of the table-driven `T.ptx` namespace."""
    from tvm.backend.cuda.ptx.table import TABLE, escape_token

    fams = {}
    for entry in TABLE.values():
        fams.setdefault(escape_token(entry.family), []).append(entry.op_name)
    return fams


# TVMScript functions building expression nodes that tirsat's IR represents as calls.
NODE_CALLS = ["shift_left", "shift_right", "bitwise_and", "bitwise_or", "bitwise_xor", "bitwise_not"]

# Result types of functions `analyze` classifies as special whose every branch builds
# a call of one fixed type (read from TVM 0.27's Python sources, tvm/backend/cuda/op.py).
SPECIAL_RESULTS = {
    "cuda.iket.mark": "void",
    "cuda.iket.range_end": "void",
    "cuda.iket.range_push": "void",
    "cuda.iket.range_start": "uint32",
    "cuda.iket.official_event": "uint32",
    "nvshmem.getmem_nbi": "void",
    "nvshmem.putmem_nbi": "void",
    "nvshmem.putmem_signal_nbi": "void",
}


def resolve(name):
    """The object `T.<name>` names, or None."""
    obj = T
    for part in name.split("."):
        obj = getattr(obj, part, None)
        if obj is None:
            return None
    return obj


def build_rows():
    ops = tirx_ops()
    rows = {}

    def row(name, op_names, params, result, form):
        effects = sorted({ops[o][1] for o in op_names if o in ops}) or ["-"]
        locs = sorted({ops[o][2] for o in op_names if o in ops}) or ["-"]
        rows[name] = {
            "name": name,
            "ops": ",".join(sorted(op_names)),
            "params": ",".join(params) if params is not None else "-",
            "result": result,
            "effect": "|".join(effects),
            "dtype_at": "|".join(locs),
            "form": form,
        }

    def script_name(op):
        """The name TVM prints a call of `op` with (tile ops are statements: `tile.<x>`)."""
        if op.startswith("tirx.tile."):
            return op[len("tirx.") :]
        return ops[op][0] or op.split(".", 1)[1]

    # Functions of the TVMScript namespace that build op calls.
    for name, f in sorted(collect_functions().items()):
        info = analyze(f)
        if info is None:
            continue
        op_names, params, result, form = info
        op_names = [o for o in op_names if o in ops and not o.startswith("tirx.tile.")]
        if not op_names:
            continue
        row(name, op_names, params, result, form)

    # T.ptx instruction families.
    for fam, op_names in sorted(ptx_families().items()):
        row(f"ptx.{fam}", op_names, ["*operands"], "void", "ptx")

    # Every registered op must be reachable by the name TVM prints it with.
    by_printer = {}
    for o in ops:
        by_printer.setdefault(script_name(o), []).append(o)
    for printed, op_names in sorted(by_printer.items()):
        if printed in rows:
            r = rows[printed]
            merged = sorted(set(r["ops"].split(",")) | set(op_names))
            r["ops"] = ",".join(merged)
            r["effect"] = "|".join(sorted({ops[o][1] for o in merged})) or "-"
            continue
        if printed.startswith("tile."):
            row(printed, op_names, tile_operands(printed[len("tile.") :]), "void", "tile")
            continue
        f = resolve(printed)
        if callable(f):
            row(printed, op_names, params_of(f), "special", "special")
        else:
            row(printed, op_names, None, "special", "printer")
    # Expression nodes of TVM 0.27 (LShift, BitwiseAnd, ...) that tirsat's IR keeps as
    # calls under their TVMScript function's name.
    for name in NODE_CALLS:
        f = resolve(name)
        row(name, [], params_of(f), "type:" + pname(params_of(f)[0]), "node")
        rows[name]["effect"] = "pure"
    for name, result in SPECIAL_RESULTS.items():
        rows[name]["result"] = result
    return [rows[k] for k in sorted(rows)]


COLUMNS = ["name", "ops", "params", "result", "effect", "dtype_at", "form"]


def render(rows):
    lines = [
        "# TVM 0.27 operations TVMScript can name. Generated by scripts/oracle/dump_ops.py;"
        " do not edit.",
        "\t".join(COLUMNS),
    ]
    for r in rows:
        lines.append("\t".join(r[c] for c in COLUMNS))
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-o", "--output", default="crates/tirsat-ir/src/op/ops.tsv")
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    text = render(build_rows())
    if args.check:
        with open(args.output, encoding="utf-8") as fh:
            old = fh.read()
        if old != text:
            print(f"{args.output} differs from TVM {tvm.__version__}'s registry", file=sys.stderr)
            sys.exit(1)
        print(f"{args.output} is up to date")
        return
    os.makedirs(os.path.dirname(args.output) or ".", exist_ok=True)
    with open(args.output, "w", encoding="utf-8") as fh:
        fh.write(text)
    print(f"wrote {args.output}: {text.count(chr(10)) - 2} names")


if __name__ == "__main__":
    main()
