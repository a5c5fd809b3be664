import ArgumentParser
import BackplateKit

/// `backplate list`: the examples' names and titles.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the gallery's examples.")

    func run() {
        for e in Gallery.examples { print("\(e.name)\t\(e.title)") }
    }
}
