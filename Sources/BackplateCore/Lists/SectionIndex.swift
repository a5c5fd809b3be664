import Foundation

private enum SectionIndexLabelTrait {}

extension ContainerTraits {
    /// The `sectionIndexLabel` of a list section (a `Text`, or `Optional<Text>.none`).
    static let sectionIndexLabel = ObjectIdentifier(SectionIndexLabelTrait.self)
}

private struct ListSectionIndexVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    /// The visibility set with `listSectionIndexVisibility(_:)`.
    var listSectionIndexVisibility: Visibility {
        get { self[ListSectionIndexVisibilityKey.self] }
        set { self[ListSectionIndexVisibilityKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the label the list's section index shows for this section, typically one
    /// character (iOS 26). Apply it to a `Section`; nil shows no label for the section.
    ///
    /// The labels are drawn when the list's index is made visible with
    /// `listSectionIndexVisibility(.visible)`.
    ///
    /// - Parameter label: The index label, or nil.
    public func sectionIndexLabel(_ label: Text?) -> some View {
        modifier(_ContainerTraitModifier(key: ContainerTraits.sectionIndexLabel, value: label as Any))
    }

    /// Sets the section index label from a localized string key (iOS 26).
    public func sectionIndexLabel(_ label: LocalizedStringKey) -> some View {
        sectionIndexLabel(Text(label))
    }

    /// Sets the section index label from a string (iOS 26).
    @_disfavoredOverload
    public func sectionIndexLabel<S: StringProtocol>(_ label: S) -> some View {
        sectionIndexLabel(Text(label))
    }

    /// Changes the visibility of the list's section index (iOS 26).
    ///
    /// With `.visible`, a `List` whose sections carry `sectionIndexLabel`s draws them as iOS
    /// does: a column of labels at the list's trailing edge, vertically centred on the list, in
    /// the tint colour. Backplate's metrics are an approximation (11-point semibold labels,
    /// 14 points apart, in a 16-point-wide column). `.automatic` and `.hidden` draw no index:
    /// a still render keeps the list as it was.
    ///
    /// - Parameter visibility: The visibility of the section index.
    public func listSectionIndexVisibility(_ visibility: Visibility) -> some View {
        environment(\.listSectionIndexVisibility, visibility)
    }
}

/// The section index column: each label centred in a 14-point row, in the tint colour.
nonisolated struct _SectionIndexColumn: View {
    let labels: [Text]

    static let rowHeight: CGFloat = 14
    static let width: CGFloat = 16

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<labels.count, id: \.self) { i in
                labels[i]
                    .font(.system(size: 11, weight: .semibold))
                    .foregroundStyle(.tint)
                    .lineLimit(1)
                    .frame(width: Self.width, height: Self.rowHeight)
            }
        }
    }

    /// The labels of the sections among `nodes`, in order (sections without one are skipped).
    static func labels(in nodes: [ViewNode]) -> [Text] {
        nodes.compactMap { $0.layoutValues[ContainerTraits.sectionIndexLabel] as? Text }
    }
}
