import ArgumentParser
import Backplate
import BackplateKit
import Foundation

/// The `backplate` command line.
@main
struct BackplateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backplate",
        abstract: "Render SwiftUI-style views headlessly: the built-in gallery and your own previews, as PNG, SVG and PDF.",
        subcommands: [GalleryCommand.self, ListCommand.self, LayoutCommand.self, PreviewCommand.self, ServeCommand.self, MCPCommand.self, FontsCommand.self],
        defaultSubcommand: GalleryCommand.self
    )
}

/// Output formats the command writes.
enum Format: String, ExpressibleByArgument, CaseIterable {
    case png, svg, pdf
}
