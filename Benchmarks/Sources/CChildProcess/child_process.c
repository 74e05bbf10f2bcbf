#define _GNU_SOURCE
#include "CChildProcess.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

/// `VmHWM` of a process, in bytes, or -1.
static long high_water_mark(pid_t pid) {
  char path[64];
  snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
  FILE *file = fopen(path, "r");
  if (file == NULL) return -1;
  char line[256];
  long kib = -1;
  while (fgets(line, sizeof line, file) != NULL) {
    if (strncmp(line, "VmHWM:", 6) == 0) {
      sscanf(line + 6, "%ld", &kib);
      break;
    }
  }
  fclose(file);
  return kib < 0 ? -1 : kib * 1024;
}

int bench_run_child(const char *path, char *const argv[], char *const envp[], const char *input,
                    long *peak_bytes) {
  *peak_bytes = -1;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
  pid_t pid;
  int spawned = posix_spawn(&pid, path, &actions, NULL, argv, envp);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) return -spawned;

  int attached = ptrace(PTRACE_SEIZE, pid, NULL, (void *)(long)PTRACE_O_TRACEEXIT) == 0;
  int status = 0;
  for (;;) {
    if (waitpid(pid, &status, 0) == -1) {
      if (errno == EINTR) continue;
      return -errno;
    }
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
    if (!attached || !WIFSTOPPED(status)) continue;
    int signal = 0;
    if (status >> 8 == (SIGTRAP | (PTRACE_EVENT_EXIT << 8))) {
      *peak_bytes = high_water_mark(pid);  // exiting, its memory still mapped
    } else if ((status >> 16) == 0) {
      signal = WSTOPSIG(status);  // a signal for the child: deliver it
    }
    ptrace(PTRACE_CONT, pid, NULL, (void *)(long)signal);
  }
}
