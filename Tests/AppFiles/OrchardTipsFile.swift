import Backplate
import TipKit

// An orchard journal's tree list with TipKit tips: an inline tip at the top of the list, a tip
// with an arrow and actions above the harvest button, a tip gated on an event that has not
// happened yet, and a popover tip on a toolbar button.

struct OrchardFavoriteTip: Tip {
    var title: Text {
        Text("Save as a Favorite")
    }

    var message: Text? {
        Text("Your favorite trees always appear at the top of the list.")
    }

    var image: Image? {
        Image(systemName: "star")
    }
}

struct OrchardHarvestTip: Tip {
    @Parameter
    static var hasOpenedCalendar: Bool = false

    var title: Text {
        Text("Plan your harvest")
    }

    var message: Text? {
        Text("See when each tree ripens.")
    }

    var image: Image? {
        Image(systemName: "calendar")
    }

    var actions: [Action] {
        Action(id: "open-calendar", title: "Open Calendar")
    }

    var rules: [Rule] {
        #Rule(Self.$hasOpenedCalendar) {
            $0 == false
        }
    }

    var options: [any Option] {
        MaxDisplayCount(3)
    }
}

struct OrchardPruningTip: Tip {
    static let treeLogged = Event(id: "treeLogged")

    var title: Text {
        Text("Prune in late winter")
    }

    var rules: [Rule] {
        #Rule(Self.treeLogged) {
            $0.donations.count >= 3
        }
    }
}

struct OrchardShareTip: Tip {
    var title: Text {
        Text("Share your orchard")
    }
}

struct OrchardTree: Identifiable {
    let id = UUID()
    let name: String
    let variety: String
    let symbol: String
}

struct OrchardTreeList: View {
    private let favoriteTip = OrchardFavoriteTip()
    private let harvestTip = OrchardHarvestTip()
    private let pruningTip = OrchardPruningTip()
    private let shareTip = OrchardShareTip()

    let trees = [
        OrchardTree(name: "Bramley", variety: "Cooking apple", symbol: "leaf.fill"),
        OrchardTree(name: "Conference", variety: "Pear", symbol: "leaf"),
        OrchardTree(name: "Victoria", variety: "Plum", symbol: "tree.fill"),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    TipView(favoriteTip)

                    ForEach(trees) { tree in
                        HStack(spacing: 12) {
                            Image(systemName: tree.symbol)
                                .foregroundStyle(.green)
                                .frame(width: 28)
                            VStack(alignment: .leading) {
                                Text(tree.name)
                                    .font(.headline)
                                Text(tree.variety)
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                        }
                    }

                    TipView(pruningTip)

                    TipView(harvestTip, arrowEdge: .bottom) { action in
                        if action.id == "open-calendar" {
                            OrchardHarvestTip.hasOpenedCalendar = true
                        }
                    }

                    Button {
                        harvestTip.invalidate(reason: .actionPerformed)
                    } label: {
                        Label("Harvest Calendar", systemImage: "calendar")
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                }
                .padding()
            }
            .navigationTitle("Orchard")
            .toolbar {
                Button {
                    shareTip.invalidate(reason: .actionPerformed)
                } label: {
                    Image(systemName: "square.and.arrow.up")
                }
                .popoverTip(shareTip)
            }
        }
        .task {
            try? Tips.configure([
                .displayFrequency(.immediate),
                .datastoreLocation(.applicationDefault),
            ])
        }
    }
}

#Preview {
    OrchardTreeList()
}
