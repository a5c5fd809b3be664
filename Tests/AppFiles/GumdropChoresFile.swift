import SwiftUI

// A family chore chart (2025): kids picked from a horizontal view-aligned strip, chores as
// cards in an adaptive LazyVGrid pressed through a custom ButtonStyle, a star tally with
// numericText and a bounce symbolEffect, sensoryFeedback on completion, a weekly ProgressView
// and a ContentUnavailableView when a child has nothing left to do.

struct GumdropChore: Identifiable, Hashable {
    let id: Int
    var title: String
    var symbol: String
    var stars: Int
    var isDone: Bool
}

struct GumdropKid: Identifiable, Hashable {
    let id: Int
    var name: String
    var colour: Color
    var chores: [GumdropChore]

    var stars: Int { chores.filter(\.isDone).reduce(0) { $0 + $1.stars } }
    var progress: Double { chores.isEmpty ? 1 : Double(chores.filter(\.isDone).count) / Double(chores.count) }
}

enum GumdropFamily {
    static let kids: [GumdropKid] = [
        GumdropKid(id: 0, name: "Maya", colour: .pink, chores: [
            GumdropChore(id: 0, title: "Make bed", symbol: "bed.double.fill", stars: 1, isDone: true),
            GumdropChore(id: 1, title: "Feed Pickle", symbol: "fish.fill", stars: 2, isDone: true),
            GumdropChore(id: 2, title: "Tidy toys", symbol: "teddybear.fill", stars: 2, isDone: false),
            GumdropChore(id: 3, title: "Water plants", symbol: "drop.fill", stars: 1, isDone: false),
        ]),
        GumdropKid(id: 1, name: "Leo", colour: .blue, chores: [
            GumdropChore(id: 4, title: "Set table", symbol: "fork.knife", stars: 1, isDone: true),
        ]),
        GumdropKid(id: 2, name: "Ada", colour: .orange, chores: []),
    ]
}

struct GumdropCardStyle: ButtonStyle {
    var tint: Color
    var isDone: Bool

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(maxWidth: .infinity, minHeight: 110)
            .background(isDone ? tint.opacity(0.18) : Color(.secondarySystemBackground),
                        in: .rect(cornerRadius: 18, style: .continuous))
            .overlay {
                RoundedRectangle(cornerRadius: 18, style: .continuous)
                    .strokeBorder(isDone ? tint : .clear, lineWidth: 2)
            }
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}

struct GumdropKidChip: View {
    var kid: GumdropKid
    var isSelected: Bool

    var body: some View {
        VStack(spacing: 6) {
            Text(String(kid.name.prefix(1)))
                .font(.title2.bold())
                .foregroundStyle(.white)
                .frame(width: 56, height: 56)
                .background(kid.colour.gradient, in: .circle)
                .overlay {
                    Circle().stroke(isSelected ? kid.colour : .clear, lineWidth: 3).padding(-5)
                }
            Text(kid.name).font(.caption.weight(.medium))
        }
        .padding(.vertical, 6)
    }
}

struct GumdropChoreCard: View {
    var chore: GumdropChore
    var tint: Color

    var body: some View {
        VStack(spacing: 8) {
            Image(systemName: chore.isDone ? "checkmark.circle.fill" : chore.symbol)
                .font(.title)
                .foregroundStyle(chore.isDone ? tint : .secondary)
                .symbolEffect(.bounce, value: chore.isDone)
            Text(chore.title).font(.subheadline.weight(.semibold))
            HStack(spacing: 2) {
                ForEach(0..<chore.stars, id: \.self) { _ in
                    Image(systemName: "star.fill")
                }
            }
            .font(.caption2)
            .foregroundStyle(.yellow)
        }
        .foregroundStyle(.primary)
    }
}

struct GumdropBoardView: View {
    @State var kids = GumdropFamily.kids
    @State var selectedKid: Int? = 0
    @State var finished = 0

    private var kid: GumdropKid { kids[selectedKid ?? 0] }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    ScrollView(.horizontal) {
                        HStack(spacing: 18) {
                            ForEach(kids) { kid in
                                GumdropKidChip(kid: kid, isSelected: kid.id == selectedKid)
                                    .id(kid.id)
                                    .onTapGesture { selectedKid = kid.id }
                            }
                        }
                        .scrollTargetLayout()
                        .padding(.horizontal)
                    }
                    .scrollTargetBehavior(.viewAligned)
                    .scrollIndicators(.hidden)

                    HStack(alignment: .firstTextBaseline) {
                        Text("\(kid.name)'s stars").font(.headline)
                        Spacer()
                        Label {
                            Text("\(kid.stars)").contentTransition(.numericText())
                        } icon: {
                            Image(systemName: "star.fill").foregroundStyle(.yellow)
                        }
                        .font(.title3.bold())
                    }
                    .padding(.horizontal)

                    ProgressView(value: kid.progress) {
                        Text("This week")
                    } currentValueLabel: {
                        Text(kid.progress, format: .percent.precision(.fractionLength(0)))
                    }
                    .tint(kid.colour)
                    .padding(.horizontal)

                    if kid.chores.isEmpty {
                        ContentUnavailableView("Nothing to do!", systemImage: "party.popper",
                                               description: Text("\(kid.name) has no chores today."))
                    } else {
                        LazyVGrid(columns: [GridItem(.adaptive(minimum: 150), spacing: 12)], spacing: 12) {
                            ForEach(kid.chores) { chore in
                                Button {
                                    finished += 1
                                } label: {
                                    GumdropChoreCard(chore: chore, tint: kid.colour)
                                }
                                .buttonStyle(GumdropCardStyle(tint: kid.colour, isDone: chore.isDone))
                            }
                        }
                        .padding(.horizontal)
                    }
                }
            }
            .sensoryFeedback(.success, trigger: finished)
            .navigationTitle("Chores")
        }
    }
}

#Preview("Maya") {
    GumdropBoardView()
}

#Preview("Ada, all done") {
    GumdropBoardView(selectedKid: 2)
}
