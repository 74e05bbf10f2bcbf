"""Drives `store-shell --mcp` as an assistant does, with the official Python MCP SDK client
over stdio, then with raw bytes for what no well-behaved client sends.

    drive.py STORE_SHELL REPO_ROOT OUT_DIR

Run by Tests/ShellTerminalTests/MCPServerProcessTests.swift with the project's virtual
environment (.venv-mcp, made by scripts/setup). Writes OUT_DIR/MCPGameSessionTests.swift (the
test export_test gave, which the Swift test compares with Tests/ExportedTests') and prints one
line a check; exits 1 at the first check that fails, naming it.
"""

import asyncio
import json
import os
import queue
import subprocess
import sys
import threading
import time

import anyio
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.shared.exceptions import MCPError

SHELL, ROOT, OUT = sys.argv[1], sys.argv[2], sys.argv[3]
ENV = {"STORE_SHELL_TEST_FEATURES": "1", "NO_COLOR": "1"}


def check(condition, what, detail=""):
    if not condition:
        print(f"FAILED: {what}" + (f"\n{detail}" if detail else ""), flush=True)
        sys.exit(1)
    print(f"ok: {what}", flush=True)


def text(result, index=0):
    return result.content[index].text


def events(result):
    return [json.loads(line) for line in text(result).splitlines()]


async def with_sdk_client():
    errors = open(os.path.join(OUT, "server-stderr.txt"), "w")
    server = StdioServerParameters(command=SHELL, args=["--mcp"], env=ENV, cwd=ROOT)
    async with stdio_client(server, errlog=errors) as (read, write):
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            check(init.server_info.name == "store-shell", "initialize names the server")

            tools = {tool.name: tool for tool in (await session.list_tools()).tools}
            check(
                set(tools) == {"run", "actions", "state", "export_test", "features", "select_feature"},
                "the tools are listed", str(sorted(tools)))
            check(
                all(t.description and t.input_schema.get("type") == "object" for t in tools.values()),
                "each tool has a description and an input schema")
            check(tools["run"].input_schema["required"] == ["lines"], "run requires its lines")

            features = text(await session.call_tool("features", {}))
            check("* game" in features and "traps" in features, "features lists game (open) and traps", features)

            actions = await session.call_tool("actions", {})
            check(not actions.is_error and "counter.setCount(_: String)" in text(actions).splitlines(),
                  "actions lists the cases with their payload types", text(actions))

            run = await session.call_tool("run", {"lines": [
                "send counter.increment", "send timer.start", "advance 35ms", "send timer.stop"]})
            objects = events(run)
            check(not run.is_error, "run of four steps succeeds", text(run))
            check([o["status"] for o in objects if o["event"] == "done"] == ["ok"] * 4,
                  "each line ends with its done object")
            check(sum(o["event"] == "delivered" for o in objects) == 3,
                  "advance 35ms delivers the 10 ms timer's three ticks")
            check(all(o["v"] == 1 for o in objects), "every event is of schema version 1")

            failing = await session.call_tool("run", {"lines": ["send counter.nope", "state counter.count"]})
            objects = events(failing)
            check(failing.is_error, "a failing line makes the result an error")
            check([o.get("status") for o in objects if o["event"] == "done"] == ["error", "ok"],
                  "the failing line's done says error, the next line still runs", text(failing))
            check(any(o["event"] == "error" and "unknown action" in o["message"] for o in objects),
                  "the error event says why")

            bad = await session.call_tool("run", {"lines": "send counter.increment"})
            check(bad.is_error and "give the lines" in text(bad), "lines that are not a list are an error result")

            opened = await session.call_tool("select_feature", {"name": "traps"})
            check("new session" in text(opened), "select_feature opens traps")
            trap = await session.call_tool("run", {"lines": [
                'send add("a")', "send remove(at: 5)", 'send add("b")']})
            objects = events(trap)
            check(trap.is_error, "a trap makes the result an error")
            check([o.get("status") for o in objects if o["event"] == "done"] == ["ok", "error", "ok"],
                  "the trapping line fails, the server survives and runs the next", text(trap))
            check(any("Index out of range" in (o.get("message") or "") for o in objects),
                  "the trap's message is reported")
            state = await session.call_tool("state", {"path": "items"})
            check('"a"' in text(state) and '"b"' in text(state), "the state after the trap holds both items", text(state))
            check(text(state, 1).startswith('[\n  "a",'), "a Codable value at a path comes as JSON too", text(state, 1))

            back = await session.call_tool("select_feature", {"name": "game"})
            check("back to its session" in text(back), "select_feature returns to game's session")
            count = await session.call_tool("state", {"path": "counter.count"})
            check(text(count).strip() == "1" and text(count, 1).strip() == "1",
                  "state gives the text and the JSON of a path", str(count.content))
            whole = await session.call_tool("state", {})
            check("GameState(" in text(whole) and "no JSON" in text(whole, 1),
                  "a state that is not Codable says so instead of its JSON", text(whole, 1))

            exported = await session.call_tool("export_test", {"class": "MCPGameSessionTests"})
            check(not exported.is_error and "final class MCPGameSessionTests" in text(exported),
                  "export_test gives the test's source", text(exported)[:400])
            with open(os.path.join(OUT, "MCPGameSessionTests.swift"), "w") as file:
                file.write(text(exported))

            target = os.path.join(OUT, "Written.swift")
            if os.path.exists(target):
                os.remove(target)
            written = await session.call_tool("export_test", {"path": target})
            check(not written.is_error and os.path.exists(target), "export_test writes to a path", text(written)[-200:])
            again = await session.call_tool("export_test", {"path": target})
            check(again.is_error and "--force" in text(again), "an existing file is not overwritten", text(again))
            forced = await session.call_tool("export_test", {"path": target, "force": True})
            check(not forced.is_error, "force overwrites it", text(forced)[-200:])

            resources = {r.name: str(r.uri) for r in (await session.list_resources()).resources}
            check(set(resources) == {"transcript", "exported-test"}, "the resources are listed", str(resources))
            transcript = (await session.read_resource(resources["transcript"])).contents[0].text
            check(transcript.startswith("# store-shell script") and "advance 35ms" in transcript,
                  "the transcript resource is the session as a script", transcript[:300])
            last = (await session.read_resource(resources["exported-test"])).contents[0].text
            check(last == text(forced), "the exported-test resource is the last export")

            try:
                huge = await session.call_tool("run", {"lines": ["send counter.setCount(\"" + "9" * (20 << 20) + "\")"]})
                check(False, "a 20 MiB request is refused", str(huge)[:200])
            except MCPError as error:
                check("too large" in str(error), "a 20 MiB request is refused with an error", str(error))
            after = await session.call_tool("state", {"path": "counter.count"})
            check(text(after).strip() == "1", "the session goes on after it", str(after))

            # A call given up (the client's cancel): its command stops as Ctrl-C stops it.
            with anyio.move_on_after(3):
                await session.call_tool("run", {"lines": [
                    "set limit 100000000", "send timer.start", "advance 86400s --force"]})
                check(False, "the day-long advance was still running when it was cancelled")
            started = time.time()
            duration = await session.call_tool("state", {"path": "timer.duration"})
            check(time.time() - started < 30 and not duration.is_error,
                  f"a cancelled call stops its command ({time.time() - started:.1f} s)", text(duration))

            stop = await session.call_tool("run", {"lines": ["break on timer.timeUpdated", "advance 35ms"]})
            check(not stop.is_error and "'continue' goes on" in text(stop),
                  "a breakpoint's stop is a result, not an error", text(stop))
            goes_on = await session.call_tool("run", {"lines": ["continue", "break off 1"]})
            check(not goes_on.is_error and '"event":"delivered"' in text(goes_on),
                  "continue goes on with the advance", text(goes_on))
    errors.close()


class RawServer:
    """The server with pipes of our own: each line of its standard output must be a message."""

    def __init__(self, feature="game"):
        self.process = subprocess.Popen(
            [SHELL, "--mcp", "--feature", feature], cwd=ROOT, env={**os.environ, **ENV},
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            self.lines.put(line)
        self.lines.put(None)

    def send(self, message):
        data = message if isinstance(message, bytes) else json.dumps(message).encode()
        self.process.stdin.write(data + b"\n")
        self.process.stdin.flush()

    def answer(self, timeout=30):
        line = self.lines.get(timeout=timeout)
        if line is None:
            check(False, "the server answers (its standard output is still open)")
        try:
            message = json.loads(line)
        except ValueError:
            message = None
        if not isinstance(message, dict) or message.get("jsonrpc") != "2.0":
            check(False, "standard output holds protocol messages alone", repr(line[:200]))
        return message

    def answer_to(self, id, timeout=30):
        while True:
            message = self.answer(timeout)
            if message.get("id") == id:
                return message

    def initialize(self):
        self.send({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {},
            "clientInfo": {"name": "drive.py", "version": "1"}}})
        check("result" in self.answer_to(0), "a raw client initializes")
        self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})

    def call(self, id, tool, arguments):
        self.send({"jsonrpc": "2.0", "id": id, "method": "tools/call",
                   "params": {"name": tool, "arguments": arguments}})


def with_raw_bytes():
    server = RawServer()
    server.initialize()
    # Each is answered as JSON-RPC 2.0 says: a parse error or an invalid request, with the
    # message's id when it has one and null otherwise.
    for garbage, code, id in [(b"garbage{", -32700, None), (b"\xff\xfe not utf-8", -32700, None),
                              (b"[]", -32600, None), (b"{}", -32600, None),
                              (b'{"jsonrpc":"2.0","id":"x"}', -32600, "x")]:
        server.send(garbage)
        answer = server.answer()
        check(answer.get("error", {}).get("code") == code and "id" in answer and answer["id"] == id,
              f"{garbage!r} is answered with error {code} and id {id!r}", str(answer)[:200])
    server.send({"jsonrpc": "2.0", "id": 1, "method": "nope/nope"})
    check("error" in server.answer_to(1), "an unknown method is an error")
    server.call(2, "nope", {})
    check("error" in server.answer_to(2), "an unknown tool is an error")
    server.call(3, "run", {"lines": ["send counter.increment"], "extra": 1})
    check(server.answer_to(3)["result"]["isError"], "an unknown argument is an error result")
    # A trap, a reducer's `print`-like noise: still nothing but messages on standard output.
    server.call(30, "select_feature", {"name": "traps"})
    server.answer_to(30)
    server.call(31, "run", {"lines": ['send add("a")', "send remove(at: 9)"]})
    check(server.answer_to(31)["result"]["isError"], "a trap over raw pipes is an error result")
    server.send({"jsonrpc": "2.0", "id": 4, "method": "ping"})
    check("result" in server.answer_to(4), "the server still answers after malformed messages")

    big = "9" * (20 << 20)
    server.send(b'{"jsonrpc":"2.0","id":41,"method":"tools/call","params":{"name":"run","arguments":{"lines":["' + big.encode() + b'"]}}}')
    answer = server.answer_to(41)
    check(answer.get("error", {}).get("code") == -32600, "a huge request with its id first is answered with an error", str(answer)[:200])
    server.send(b'{"method":"tools/call","params":{"name":"run","arguments":{"lines":["' + big.encode() + b'"]}},"jsonrpc":"2.0","id":42}')
    answer = server.answer_to(42)
    check(answer.get("error", {}).get("code") == -32600, "a huge request with its id last is answered with an error", str(answer)[:200])

    server.process.stdin.close()
    check(server.process.wait(timeout=20) == 0, "the server exits 0 at the end of its input")


def with_client_gone():
    """A call that runs for long (a 10 ms timer advanced by a day, --force), then the client
    closes both pipes: the server stops the call, its answer meets a closed pipe, and it exits."""
    read_end, write_end = os.pipe()
    process = subprocess.Popen(
        [SHELL, "--mcp"], cwd=ROOT, env={**os.environ, **ENV},
        stdin=subprocess.PIPE, stdout=write_end, stderr=subprocess.DEVNULL)
    os.close(write_end)
    def send(message):
        process.stdin.write(json.dumps(message).encode() + b"\n")
        process.stdin.flush()
    send({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {},
        "clientInfo": {"name": "drive.py", "version": "1"}}})
    answer = b""
    while not answer.endswith(b"\n"):
        answer += os.read(read_end, 65536)
    check(b'"result"' in answer, "a client initializes before it goes")
    send({"jsonrpc": "2.0", "method": "notifications/initialized"})
    send({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "run", "arguments": {
        "lines": ["set limit 100000000", "send timer.start", "advance 86400s --force"]}}})
    time.sleep(1.5)
    children = subprocess.run(["pgrep", "-P", str(process.pid)], capture_output=True, text=True).stdout.split()
    check(children, "the store runs in a worker process")
    started = time.time()
    process.stdin.close()
    os.close(read_end)
    try:
        status = process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        process.kill()
        check(False, "the server exits when its client goes mid-call")
    check(status == 0, f"the server exits 0 when its client goes mid-call ({time.time() - started:.1f} s)", str(status))
    time.sleep(0.5)
    def running(pid):
        try:
            return "zombie" not in open(f"/proc/{pid}/status").read()
        except OSError:
            return False
    alive = [pid for pid in children if running(pid)]
    check(not alive, "its worker ends with it", str(alive))


asyncio.run(with_sdk_client())
with_raw_bytes()
with_client_gone()
print("drive.py: all checks passed")
