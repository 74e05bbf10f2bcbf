// The ShellScripts module: the shell's script format, on its own.
//
// It holds a script's text as entries (`Script`: command lines, the output each printed,
// comments; `ScriptEntry`, `ScriptHeader`), the readers that stream a recording from disk a line
// or a step at a time, whatever its size (`ScriptReader`, `ScriptStream`), the mark before a step
// too long to write in one go and the rules that make a torn recording end cleanly
// (`StepLengthMark`), the files a recording goes through, every write checked
// (`CheckedFile`, its unlinked temporary), the lock that keeps two sessions from recording to
// one file (`RecordingLock`), and the shell's one-line error (`ShellError`), which every part of
// the shell above it throws. It may use ActionText (the action type's name in a header) and
// SwiftSource (how text is escaped in a line); nothing of the session, its events or its
// output. Its API is `package`, but for the types a user's tests name (`Script`,
// `ScriptEntry`, `ScriptHeader`, `ShellError`).
