import Foundation
import BackplateCore

/// A search bar as iOS draws one not being edited: a `.default` or `.prominent` bar's
/// background (`barTintColor`, else the system background; an estimate), none for `.minimal`;
/// the search field 8 points in from each side and 36 tall in the tertiary fill with 10-point
/// corners, the magnifying glass and the placeholder ("Search" when none is set) in the
/// secondary label colour, or the text in the label colour; the bookmark button in an empty
/// field, the Cancel button in the tint, and the scope bar's segments below (estimates, as
/// docs/pixel-differences.md §11 lists). A `prompt` is not drawn: a runtime warning names it.
extension UISearchBar: UIKitDrawnView {
    /// A search bar draws as a tree: its own background colour and layer under the bar.
    @MainActor package var drawsAsTree: Bool { true }

    /// 56 points, plus 44 for a scope bar that shows.
    var barHeight: CGFloat { showsScope ? 100 : 56 }

    private var showsScope: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    @MainActor package func swiftUIDrawing() -> AnyView {
        if let prompt { RuntimeWarning.emit("UISearchBar: the prompt \"\(prompt)\" above the bar is not drawn by Backplate") }
        let field = HStack(spacing: 6) {
            Image(systemName: "magnifyingglass").foregroundStyle(Color(uiColor: .secondaryLabel))
            let query = text ?? ""
            if query.isEmpty {
                Text(verbatim: placeholder ?? "Search").foregroundStyle(Color(uiColor: .secondaryLabel)).lineLimit(1)
            } else {
                Text(verbatim: query).foregroundStyle(Color(uiColor: searchTextField.textColor ?? .label)).lineLimit(1)
            }
            Spacer(minLength: 0)
            if query.isEmpty, showsBookmarkButton { Image(systemName: "book").foregroundStyle(Color(uiColor: .secondaryLabel)) }
        }
        .padding(.horizontal, 7)
        .frame(height: 36)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color(uiColor: .tertiarySystemFill)))
        let row = HStack(spacing: 8) {
            field
            if showsCancelButton { Text("Cancel").foregroundStyle(Color(uiColor: tintColor ?? .tintColor)).lineLimit(1) }
        }
        .padding(.horizontal, 8)
        .frame(height: 56)
        let bar = VStack(spacing: 0) {
            row
            if showsScope, let titles = scopeButtonTitles {
                Picker("", selection: .constant(min(max(selectedScopeButtonIndex, 0), titles.count - 1))) {
                    ForEach(titles.indices, id: \.self) { Text(verbatim: titles[$0]).tag($0) }
                }
                .pickerStyle(.segmented).labelsHidden().padding(.horizontal, 8).frame(height: 44, alignment: .top)
            }
        }
        let background: Color? = searchBarStyle == .minimal ? nil : Color(uiColor: barTintColor ?? .systemBackground)
        return AnyView(bar.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top).background(background))
    }
}
