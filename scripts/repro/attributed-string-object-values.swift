// Foundation on Linux halts (SIGILL in CFEqual, from CFRunArrayInsert) when an attributed string
// holds two different NSObject-subclass values under one key in neighbouring runs, because
// CoreFoundation reads an NSObject subclass's first stored property as its CF type word.
// Run: swiftc attributed-string-object-values.swift -o repro && ./repro plain   (halts)
//      ./repro marked                                                            (prints ok)
import Foundation

final class Plain: NSObject {
    let value: Int
    init(_ value: Int) { self.value = value }
    override func isEqual(_ object: Any?) -> Bool { (object as? Plain)?.value == value }
    override var hash: Int { value }
}

final class Marked: NSObject {
    private let typeWord: UInt64 = 1 << 8  // CoreFoundation's CFType ID in bits 8-17
    let value: Int
    init(_ value: Int) { self.value = value }
    override func isEqual(_ object: Any?) -> Bool { (object as? Marked)?.value == value }
    override var hash: Int { value }
}

let marked = CommandLine.arguments.dropFirst().first == "marked"
let key = NSAttributedString.Key("value")
let text = NSMutableAttributedString(string: "")
for value in 1...2 {
    let object: NSObject = marked ? Marked(value) : Plain(value)
    text.append(NSAttributedString(string: "x", attributes: [key: object]))
}
print("ok", text.length)
