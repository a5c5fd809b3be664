// The tool the XcodeGeneratedSymbols build-tool plugin runs: writes the symbols Xcode generates
// from asset catalogs and String Catalogs to one Swift file.
//
//   backplate-generate-symbols --output FILE [--no-swiftui] [--no-uikit] [--source FILE.swift]... CATALOG...
//
// CATALOG is an `.xcassets` folder or an `.xcstrings` file; each `--source` is a file of the
// target whose hand-written symbols are not generated again. The file is rewritten only when
// its text changes, so an unchanged catalog does not recompile the target.
import BackplateGeneratedSymbols
import Foundation

var output: String?
var options = GeneratedSymbols.Options()
var sources: [String] = []
var catalogs: [URL] = []
var strings: [URL] = []
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--output": output = arguments.next()
    case "--no-swiftui": options.swiftUI = false
    case "--no-uikit": options.uiKit = false
    case "--source": if let path = arguments.next() { sources.append(path) }
    default:
        let url = URL(fileURLWithPath: argument)
        if url.pathExtension == "xcstrings" { strings.append(url) } else { catalogs.append(url) }
    }
}
guard let output else {
    FileHandle.standardError.write(Data("usage: backplate-generate-symbols --output FILE [--no-swiftui] [--no-uikit] [--source FILE]... CATALOG...\n".utf8))
    exit(2)
}
options.handWritten = HandWrittenSymbols.scan(sources.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) })
let text = GeneratedSymbols.source(catalogs: catalogs, stringCatalogs: strings, options: options)
if (try? String(contentsOfFile: output, encoding: .utf8)) != text {
    do {
        try text.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("backplate-generate-symbols: cannot write \(output): \(error)\n".utf8))
        exit(1)
    }
}
