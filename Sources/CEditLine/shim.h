// The readline-compatible interface of libedit (apt: libedit-dev).
#include <stdio.h>
#include <wchar.h>
#include <editline/readline.h>

// The columns a character takes on a terminal, by the C library's locale; the editor lays out
// the prompt and the line as libedit does. <wchar.h> declares it only for X/Open builds.
extern int wcwidth(wchar_t c);
