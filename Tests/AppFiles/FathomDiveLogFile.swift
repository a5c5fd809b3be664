import SwiftUI

// Fathom, a dive log in the iOS 18 style: a hero card over a MeshGradient whose Bezier
// points curve its lower edge into a wave, a depth badge filled with a mesh shading in a
// Canvas, a custom sectioned container built with Group(sections:) that reads a container
// value set on each Section, a ScrollPosition bound with scrollPosition(_:),
// onScrollGeometryChange and onGeometryChange with old and new values, and a log sheet with
// a TextField bound to a TextSelection and sized with presentationSizing.

extension ContainerValues {
    @Entry var fathomSectionAccent: Color? = nil
}

struct FathomDive: Identifiable, Hashable {
    let id: Int
    let site: String
    let date: String
    let depth: Int
    let minutes: Int

    static let thisWeek: [FathomDive] = [
        FathomDive(id: 1, site: "Blue Hole", date: "Sat, 9:40", depth: 28, minutes: 41),
        FathomDive(id: 2, site: "Coral Garden", date: "Fri, 15:10", depth: 12, minutes: 55),
    ]
    static let earlier: [FathomDive] = [
        FathomDive(id: 3, site: "Wreck of the Ellen", date: "Nov 14", depth: 24, minutes: 38),
        FathomDive(id: 4, site: "Manta Point", date: "Nov 9", depth: 18, minutes: 47),
        FathomDive(id: 5, site: "Canyon Drop", date: "Nov 2", depth: 31, minutes: 33),
    ]
}

/// A vertex whose handles lie on it: a corner with straight edges.
private func fathomCorner(_ x: Float, _ y: Float) -> MeshGradient.BezierPoint {
    MeshGradient.BezierPoint(position: [x, y], leadingControlPoint: [x, y], topControlPoint: [x, y],
                             trailingControlPoint: [x, y], bottomControlPoint: [x, y])
}

struct FathomWaveBackground: View {
    var body: some View {
        var bottomLeading = fathomCorner(0, 1)
        var bottomTrailing = fathomCorner(1, 1)
        // The lower edge rises to 0.775 of the height in the middle: a wave.
        bottomLeading.trailingControlPoint = [1.0 / 3, 0.7]
        bottomTrailing.leadingControlPoint = [2.0 / 3, 0.7]
        return MeshGradient(
            width: 2, height: 2,
            bezierPoints: [fathomCorner(0, 0), fathomCorner(1, 0), bottomLeading, bottomTrailing],
            colors: [.blue, .blue, .cyan, .teal]
        )
    }
}

struct FathomDepthBadge: View {
    let depth: Int

    private let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                    colors: [.mint, .cyan, .indigo, .blue])

    var body: some View {
        ZStack {
            Canvas { context, size in
                context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .meshGradient(mesh))
            }
            VStack(spacing: 0) {
                Text("\(depth)")
                    .font(.title2.bold())
                Text("m")
                    .font(.caption2)
            }
            .foregroundStyle(.white)
        }
        .frame(width: 64, height: 64)
    }
}

struct FathomHeroCard: View {
    let deepest: FathomDive
    @State private var cardWidth: CGFloat = 0

    var body: some View {
        HStack(alignment: .top) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Deepest this month")
                    .font(.subheadline.weight(.medium))
                Text(deepest.site)
                    .font(.title2.bold())
            }
            .foregroundStyle(.white)
            Spacer()
            FathomDepthBadge(depth: deepest.depth)
        }
        .padding()
        .frame(height: 180, alignment: .top)
        .background { FathomWaveBackground() }
        .clipShape(.rect(cornerRadius: 24, style: .continuous))
        .onGeometryChange(for: CGFloat.self) { proxy in
            proxy.size.width
        } action: { _, newWidth in
            cardWidth = newWidth
        }
    }
}

/// Lays out each section of its content as a titled card: the header above, the rows in a
/// rounded card with dividers between them, an accent bar when the section sets one, and the
/// footer below.
struct FathomSectionedList<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Group(sections: content) { sections in
                ForEach(sections) { section in
                    VStack(alignment: .leading, spacing: 8) {
                        // Subviews keep the environment of the content they came from, so
                        // the header and footer style themselves (FathomSectionHeader).
                        HStack(spacing: 6) { section.header }
                            .padding(.leading, 4)
                        VStack(spacing: 0) {
                            ForEach(section.content) { row in
                                row
                                    .padding(.horizontal, 14)
                                    .padding(.vertical, 10)
                                if row.id != section.content.last?.id {
                                    Divider().padding(.leading, 14)
                                }
                            }
                        }
                        .background(Color.gray.opacity(0.12), in: .rect(cornerRadius: 16, style: .continuous))
                        .overlay(alignment: .leading) {
                            if let accent = section.containerValues.fathomSectionAccent {
                                Capsule().fill(accent).frame(width: 4).padding(.vertical, 12)
                            }
                        }
                        if !section.footer.isEmpty {
                            VStack(alignment: .leading) { section.footer }
                                .padding(.leading, 4)
                        }
                    }
                }
            }
        }
    }
}

struct FathomSectionHeader: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.footnote.weight(.semibold))
            .foregroundStyle(.secondary)
            .textCase(.uppercase)
    }
}

struct FathomDiveRow: View {
    let dive: FathomDive

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "drop.fill")
                .foregroundStyle(.cyan)
            VStack(alignment: .leading, spacing: 2) {
                Text(dive.site)
                    .font(.headline)
                Text("\(dive.date) · \(dive.minutes) min")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text("\(dive.depth) m")
                .monospacedDigit()
        }
    }
}

struct FathomLogSheet: View {
    @State private var site = "Blue Hole"
    @State private var selection: TextSelection? = nil
    @State private var notes = ""

    var body: some View {
        NavigationStack {
            Form {
                Section("Site") {
                    TextField("Dive site", text: $site, selection: $selection)
                }
                Section("Notes") {
                    TextEditor(text: $notes)
                        .frame(minHeight: 120)
                }
            }
            .navigationTitle("Log a Dive")
            .navigationBarTitleDisplayMode(.inline)
        }
        .presentationSizing(.form.fitted(horizontal: false, vertical: true))
    }
}

struct FathomDiveLogScreen: View {
    @State private var position = ScrollPosition(idType: FathomDive.ID.self)
    @State private var showsCompactTitle = false
    @State private var showsLog = false

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 24) {
                    FathomHeroCard(deepest: FathomDive.thisWeek[0])
                    FathomSectionedList {
                        Section {
                            ForEach(FathomDive.thisWeek) { dive in
                                FathomDiveRow(dive: dive)
                            }
                        } header: {
                            FathomSectionHeader(title: "This Week")
                        }
                        .containerValue(\.fathomSectionAccent, .cyan)
                        Section {
                            ForEach(FathomDive.earlier) { dive in
                                FathomDiveRow(dive: dive)
                            }
                        } header: {
                            FathomSectionHeader(title: "Earlier")
                        } footer: {
                            Text("Dives sync from your dive computer after each surface interval.")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
                .padding(.horizontal)
                .scrollTargetLayout()
            }
            .scrollPosition($position)
            .onScrollGeometryChange(for: Bool.self) { geometry in
                geometry.contentOffset.y + geometry.contentInsets.top > 120
            } action: { _, compact in
                showsCompactTitle = compact
            }
            .navigationTitle("Dives")
            .toolbar {
                Button("Log Dive", systemImage: "plus") {
                    showsLog = true
                }
            }
            .sheet(isPresented: $showsLog) {
                FathomLogSheet()
            }
        }
    }
}

#Preview("Dives") {
    FathomDiveLogScreen()
}

#Preview("Hero", traits: .sizeThatFitsLayout) {
    FathomHeroCard(deepest: FathomDive.thisWeek[0])
        .padding()
}

#Preview("Log sheet") {
    FathomLogSheet()
}
