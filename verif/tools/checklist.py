"""checklist: the ok/FAIL lines of a tool's self-check script (reggen/check_sv_bad.py,
svpkg/test_svpkg.py). Each expectation prints one line, a failed one also what the tool said;
summary() prints the count and returns the exit status (0 iff nothing failed).
"""


class Checklist:
    def __init__(self, tool=""):
        self.tool = tool  # who "said" the output shown under a failure ("" = the tool)
        self.failures = []

    def expect(self, cond, what, said=""):
        print(("ok   " if cond else "FAIL ") + what)
        if not cond:
            self.failures.append(what)
            if said:
                who = f"{self.tool} said" if self.tool else "said"
                print(f"     {who}:\n     " + said.strip().replace("\n", "\n     "))

    def summary(self, name):
        print(f"{name}: {len(self.failures)} failure(s)")
        return 1 if self.failures else 0
