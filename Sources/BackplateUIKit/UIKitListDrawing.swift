import Foundation
import BackplateCore

/// One section of a UIKit list as drawn: its header, rows and footer.
struct UIKitDrawnListSection {
    var header: AnyView?
    var rows: [AnyView] = []
    var footer: AnyView?
    /// Whether a row has a height of its own (a delegate's or `rowHeight`).
    var hasFixedHeights = false
}

/// How much of a UIKit list is asked for, as UIKit makes only the cells in view: sections
/// and rows until the list's height is filled (20 points a section, 40 with a header, a row
/// its height or 44), 500 cells at most.
struct UIKitListBudget {
    private var room: CGFloat
    private var cells = 0

    /// A budget for a list `height` points tall (20 rows' worth when it has no height yet).
    init(height: CGFloat) { room = height > 0 ? height : 44 * 20 }

    /// Whether another section is asked for.
    var allowsSection: Bool { room > 0 }
    /// Whether another cell is asked for.
    var allowsCell: Bool { room > 0 && cells < 500 }

    /// Takes a section's header, or its gap when it has none.
    mutating func takeSection(hasHeader: Bool) { room -= hasHeader ? 40 : 20 }
    /// Counts a cell made, whether or not it becomes a row.
    mutating func countCell() { cells += 1 }
    /// Takes a row `height` points tall (`nil`: self-sizing, taken as 44).
    mutating func takeRow(height: CGFloat?) { room -= max(height ?? 44, 1) }
}

/// The list style a UIKit list's style or appearance draws as.
enum UIKitListAppearance {
    case plain, grouped, insetGrouped, sidebar
}

/// A UIKit list's sections as the SwiftUI `List` of its appearance.
nonisolated struct UIKitList: View {
    let sections: [UIKitDrawnListSection]
    let appearance: UIKitListAppearance
    /// A view after the last section (a table's footer view), full width, on the list's background.
    var trailing: AnyView? = nil

    var body: some View {
        let list = List {
            ForEach(sections.indices, id: \.self) { index in
                let section = sections[index]
                Section {
                    ForEach(section.rows.indices, id: \.self) { section.rows[$0] }
                } header: {
                    if let header = section.header { header }
                } footer: {
                    if let footer = section.footer { footer }
                }
            }
            if let trailing {
                trailing.listRowInsets(EdgeInsets()).listRowBackground(Color.clear).listRowSeparator(.hidden)
            }
        }
        switch appearance {
        case .plain: list.listStyle(.plain)
        case .grouped: list.listStyle(.grouped)
        case .insetGrouped: list.listStyle(.insetGrouped)
        case .sidebar: list.listStyle(.sidebar)
        }
    }
}
