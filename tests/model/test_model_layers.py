"""The model's modules import one another without a cycle, and without a registry filled by a side effect: the
flow of a deal (model/flow/) does not import the irregular game (model/irregular/), which builds on the flow;
model/deal.py, the entry, imports both directly."""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from pathlib import Path

import piquet.model

_ROOT = Path(piquet.model.__file__).parent


def _module_name(path: Path) -> str:
    parts = path.relative_to(_ROOT).with_suffix("").parts
    return ".".join(("piquet.model",) + tuple(p for p in parts if p != "__init__"))


_MODULES = {_module_name(p): p for p in sorted(_ROOT.rglob("*.py"))}


def _imports(name: str) -> set[str]:
    """The model modules ``name`` imports, at its top or inside a function (``from a import b`` of a
    module b counts as importing a.b)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(_MODULES[name].read_text())):
        if isinstance(node, ast.Import):
            out |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module is not None:
            subs = {f"{node.module}.{alias.name}" for alias in node.names} & _MODULES.keys()
            out |= subs or {node.module}
    return out & _MODULES.keys() - {name}


def _cycle() -> list[str] | None:
    """A cycle of imports among the model's modules, if there is one."""
    graph = {name: _imports(name) for name in _MODULES}
    done: set[str] = set()

    def visit(name: str, path: list[str]) -> list[str] | None:
        if name in path:
            return path[path.index(name):] + [name]
        if name in done:
            return None
        for nxt in sorted(graph[name]):
            found = visit(nxt, path + [name])
            if found is not None:
                return found
        done.add(name)
        return None

    return next((c for name in sorted(graph) if (c := visit(name, [])) is not None), None)


def test_the_model_has_no_import_cycle() -> None:
    assert "piquet.model.irregular.play" in _MODULES, f"the model's modules are found under {_ROOT}"
    cycle = _cycle()
    assert cycle is None, "an import cycle: " + " -> ".join(cycle or [])


def test_the_flow_does_not_import_the_irregular_game_nor_the_entry() -> None:
    for name in _MODULES:
        if name.startswith("piquet.model.flow"):
            wrong = {m for m in _imports(name) if m.startswith("piquet.model.irregular") or m == "piquet.model.deal"}
            assert not wrong, f"{name} imports {sorted(wrong)}: the flow is built on by them, not on them"


def test_the_irregular_game_builds_on_the_flow_not_on_the_entry() -> None:
    for name in _MODULES:
        if name.startswith("piquet.model.irregular"):
            assert "piquet.model.deal" not in _imports(name), \
                f"{name} imports piquet.model.deal, the entry that imports it: a loop"


def test_the_package_imports_nothing_for_its_side_effect() -> None:
    assert not _imports("piquet.model"), "model/__init__.py imports a module: nothing may be registered so"


# A deal played in a fresh interpreter that imports piquet.model.deal and nothing else of the project: the elder
# leads, then the younger leads out of turn to the second trick (Law 59 III); the ruling is the adversary's option.
_FRESH = textwrap.dedent("""
    import sys
    import piquet.model
    assert not [m for m in sys.modules if m.startswith("piquet.model.")], "the package imported a module"
    from piquet.model import deal
    state = deal.start_deal(*deal.deal_pack(list(range(32)), 2))
    while state.phase is not deal.Phase.PLAY or state.tricks == ():
        state = deal.apply(state, deal.legal_actions(state)[0])
    wrong = next(a for a in deal.irregular_actions(state) if a.KIND == "lead out of turn")
    after = deal.apply(state, wrong)
    ruling = after.rulings[-1]
    print(ruling.kind, ruling.clauses, ruling.holder is wrong.role.adversary, after.option is not None)
""")


def test_a_fresh_interpreter_plays_an_irregularity_through_the_entry_alone() -> None:
    done = subprocess.run([sys.executable, "-c", _FRESH], capture_output=True, text=True, check=False)
    assert done.returncode == 0, f"the deal with a lead out of turn failed in a fresh interpreter:\n{done.stderr}"
    assert done.stdout.split() == ["lead", "out", "of", "turn", "('59.5',)", "True", "True"], \
        f"Law 59 III: a lead out of turn gives the adversary the option of taking it up; got {done.stdout!r}"
