// seq_fork.h: run one SystemC scenario per test in a forked child (SystemC elaborates once per
// process). The child runs the scenario with GoogleTest's EXPECT_* macros (they print in the
// child) and exits 1 if any of them failed; the parent test fails if the child did not exit 0.
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <functional>

#include <gtest/gtest.h>

namespace seq_test {

/// Exit code of the child that ran `scenario` (0: no EXPECT failed; 1: some failed; 128+sig if
/// it crashed; -1 if fork failed).
inline int child_exit_code(const std::function<void()>& scenario) {
  std::fflush(stdout);
  std::fflush(stderr);
  const pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    scenario();
    const bool failed = ::testing::Test::HasFailure();
    std::fflush(stdout);
    std::fflush(stderr);
    _exit(failed ? 1 : 0);
  }
  int status = 0;
  if (waitpid(pid, &status, 0) != pid) return -1;
  if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

inline void run_in_child(const std::function<void()>& scenario) {
  EXPECT_EQ(child_exit_code(scenario), 0) << "scenario failed in the child (output above)";
}

}  // namespace seq_test
