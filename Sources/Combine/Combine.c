// The Combine module has no code of its own; see include/Combine.h.
#include "Combine.h"
