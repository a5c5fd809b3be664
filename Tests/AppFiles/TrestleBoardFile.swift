import SwiftUI

// A 2025-2026 project-board app (kanban): columns in a horizontal ScrollView with view-aligned
// paging, containerRelativeFrame(count:span:spacing:) columns and contentMargins, draggable
// cards with a dropDestination per column, tag chips, an assignee facepile with negative
// spacing, a toolbarTitleMenu, an inspector, and a bottom toolbar split by ToolbarSpacer.

enum TrestleColumnKind: String, CaseIterable, Identifiable {
    case backlog = "Backlog", doing = "In Progress", review = "Review"
    var id: Self { self }

    var tint: Color {
        switch self {
        case .backlog: .gray
        case .doing: .blue
        case .review: .purple
        }
    }
}

struct TrestleCard: Identifiable {
    let id = UUID()
    var title: String
    var column: TrestleColumnKind
    var tags: [String]
    var assignees: [String]
    var points: Int
}

struct TrestleCardView: View {
    let card: TrestleCard

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(card.title)
                .font(.subheadline.weight(.semibold))
                .lineLimit(2)
            HStack(spacing: 6) {
                ForEach(card.tags, id: \.self) { tag in
                    Text(tag)
                        .font(.caption2.weight(.medium))
                        .padding(.horizontal, 8)
                        .padding(.vertical, 3)
                        .background(card.column.tint.opacity(0.15), in: .capsule)
                        .foregroundStyle(card.column.tint)
                }
            }
            HStack {
                HStack(spacing: -8) {
                    ForEach(card.assignees, id: \.self) { initials in
                        Text(initials)
                            .font(.caption2.bold())
                            .frame(width: 24, height: 24)
                            .background(.orange.gradient, in: .circle)
                            .overlay(Circle().stroke(Color(.secondarySystemGroupedBackground), lineWidth: 2))
                            .foregroundStyle(.white)
                    }
                }
                Spacer()
                Text("\(card.points) pt")
                    .font(.caption.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
        }
        .padding(12)
        .background(Color(.secondarySystemGroupedBackground), in: .rect(cornerRadius: 12))
        .draggable(card.title)
    }
}

struct TrestleBoardView: View {
    @State private var cards: [TrestleCard] = [
        TrestleCard(title: "Offline sync for drafts", column: .backlog, tags: ["iOS", "Sync"], assignees: ["AK"], points: 5),
        TrestleCard(title: "Glass tab bar polish", column: .doing, tags: ["Design"], assignees: ["MR", "JT"], points: 3),
        TrestleCard(title: "Widget timeline reloads", column: .doing, tags: ["Widgets"], assignees: ["SL"], points: 2),
        TrestleCard(title: "Crash in share sheet", column: .review, tags: ["Bug"], assignees: ["AK", "SL", "MR"], points: 1),
    ]
    @State private var showsInspector = false
    @State private var targeted: TrestleColumnKind?

    var body: some View {
        NavigationStack {
            ScrollView(.horizontal) {
                LazyHStack(alignment: .top, spacing: 12) {
                    ForEach(TrestleColumnKind.allCases) { column in
                        columnView(column)
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 16, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned)
            .scrollIndicators(.hidden)
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Sprint 42")
            .navigationBarTitleDisplayMode(.inline)
            .toolbarTitleMenu {
                Button("Sprint 41") {}
                Button("Sprint 42") {}
            }
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Button("Filter", systemImage: "line.3.horizontal.decrease") {}
                }
                ToolbarSpacer(.flexible, placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) {
                    Button("Details", systemImage: "sidebar.trailing") { showsInspector.toggle() }
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("New Card", systemImage: "plus") {}
                }
            }
            .inspector(isPresented: $showsInspector) {
                Form {
                    LabeledContent("Cards", value: cards.count, format: .number)
                    LabeledContent("Points", value: cards.map(\.points).reduce(0, +), format: .number)
                }
            }
        }
    }

    private func columnView(_ column: TrestleColumnKind) -> some View {
        let inColumn = cards.filter { $0.column == column }
        return VStack(alignment: .leading, spacing: 10) {
            HStack {
                Circle().fill(column.tint).frame(width: 8, height: 8)
                Text(column.rawValue).font(.headline)
                Text("\(inColumn.count)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Spacer()
            }
            ForEach(inColumn) { TrestleCardView(card: $0) }
        }
        .padding(10)
        .background(targeted == column ? column.tint.opacity(0.1) : Color(.tertiarySystemFill), in: .rect(cornerRadius: 16))
        .containerRelativeFrame(.horizontal, count: 6, span: 5, spacing: 12)
        .dropDestination(for: String.self) { titles, _ in
            !titles.isEmpty
        } isTargeted: { inside in
            targeted = inside ? column : nil
        }
    }
}

#Preview("Board") {
    TrestleBoardView()
}
