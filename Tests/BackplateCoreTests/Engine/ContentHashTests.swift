import Testing
@testable import BackplateCore

/// The cache keys and ETags of the preview tool, the server, the MCP tools and the decoded-image
/// cache are FNV-1a, 64 bits: the published test vectors hold, and separated fields do not run
/// into each other.
@Suite struct ContentHashTests {
    @Test func publishedVectorsHold() {
        #expect(ContentHash().value == 0xcbf2_9ce4_8422_2325)
        var a = ContentHash()
        a.add(bytes: "a".utf8)
        #expect(a.value == 0xaf63_dc4c_8601_ec8c)
        var foobar = ContentHash()
        foobar.add(bytes: "foobar".utf8)
        #expect(foobar.value == 0x8594_4171_f739_67e8 && foobar.hex == "85944171f73967e8")
    }

    @Test func fieldsAreSeparated() {
        var first = ContentHash(), second = ContentHash()
        first.add("ab")
        first.add("c")
        second.add("a")
        second.add("bc")
        #expect(first.value != second.value)
    }
}
