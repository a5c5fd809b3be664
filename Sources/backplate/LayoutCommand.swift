import ArgumentParser
import Backplate
import BackplateKit

/// `backplate layout NAME`: prints an example's layout tree and display list.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "layout", abstract: "Print an example's layout tree and display list.")

    @Argument(help: "The example's name (see `backplate list`).")
    var name: String

    func run() throws {
        guard let example = Gallery.examples.first(where: { $0.name == name }) else {
            throw ValidationError("no example named \(name); see `backplate list`")
        }
        let renderer = example.renderer(scale: 1)
        print(renderer.layout())
        print("")
        print(renderer.displayList())
    }
}
