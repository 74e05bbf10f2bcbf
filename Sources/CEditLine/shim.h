// The readline-compatible interface of libedit (apt: libedit-dev).
#include <stdio.h>
#include <editline/readline.h>
