"""The runner's modules import each other without a circle (regressions/*.py): an executor, a
report or a command never reaches back to the command that uses it. Checked on the source
(every import statement, also those inside functions), so a circle cannot hide in a lazy
import."""
import ast
import unittest

from _common import REGRESSIONS


def local_imports() -> dict[str, set[str]]:
    mods = {p.stem: p for p in REGRESSIONS.glob("*.py")}
    graph = {}
    for name, path in mods.items():
        deps = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                deps |= {a.name.split(".")[0] for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                deps.add(node.module.split(".")[0])
        graph[name] = {d for d in deps if d in mods and d != name}
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(n):
        state[n] = 1
        stack.append(n)
        for m in sorted(graph[n]):
            if state.get(m) == 1:
                return stack[stack.index(m):] + [m]
            if m not in state:
                c = visit(m)
                if c:
                    return c
        state[n] = 2
        stack.pop()
        return None

    for n in sorted(graph):
        if n not in state:
            c = visit(n)
            if c:
                return c
    return None


class Imports(unittest.TestCase):
    def test_no_import_circle(self):
        cycle = find_cycle(local_imports())
        self.assertIsNone(cycle, " -> ".join(cycle or []))

    def test_the_checker_finds_a_circle(self):
        self.assertEqual(find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}), ["a", "b", "c", "a"])
        self.assertIsNone(find_cycle({"a": {"b"}, "b": set()}))

    def test_executors_and_reports_import_no_command(self):
        g = local_imports()
        for m in ("executors", "report", "simrun", "testlist"):
            self.assertFalse(g[m] & {"dv", "nightly", "mutate", "grade"}, (m, g[m]))


if __name__ == "__main__":
    unittest.main()
