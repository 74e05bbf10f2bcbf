#ifndef C_CHILD_PROCESS_H
#define C_CHILD_PROCESS_H

/// Runs `path` with `argv` and `envp` (NULL-terminated), standard input from `input`, output
/// and errors to /dev/null, and waits for it.
///
/// The child's peak resident memory is read from its `VmHWM` as it exits (the process is
/// attached with `PTRACE_SEIZE` and `PTRACE_O_TRACEEXIT` right after it is spawned): unlike
/// `ru_maxrss` from `wait4`, which counts the spawning process's own resident size from
/// before `exec`, this is the program's alone. `*peak_bytes` is -1 when it could not be read
/// (a program that exited before it could be attached).
///
/// Returns the exit status (128 + the signal for a program killed by one), or -errno when it
/// could not be spawned.
int bench_run_child(const char *path, char *const argv[], char *const envp[], const char *input,
                    long *peak_bytes);

#endif
