import SwiftUI

// A board-game score keeper (iOS 26): an @Observable game edited through @Bindable, a Grid
// of players by rounds with trailing-aligned totals, the leader crowned with a multicolor
// symbol, score Steppers whose values change with numericText, ViewThatFits for the header,
// a bottom-bar "Next Round" button in .glassProminent with sharedBackgroundVisibility(.hidden),
// and a role: .close button in the top bar.

@Observable
final class MeepleGame {
    struct Player: Identifiable {
        let id: Int
        var name: String
        var colour: Color
        var rounds: [Int]
        var total: Int { rounds.reduce(0, +) }
    }

    var title = "Wingspan"
    var players: [Player] = [
        Player(id: 0, name: "Priya", colour: .teal, rounds: [12, 18, 21]),
        Player(id: 1, name: "Tom", colour: .orange, rounds: [15, 14, 19]),
        Player(id: 2, name: "Ines", colour: .purple, rounds: [9, 22, 25]),
    ]
    var round = 4

    var leaderID: Int? { players.max { $0.total < $1.total }?.id }
}

struct MeepleScoreGrid: View {
    @Bindable var game: MeepleGame

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 14, verticalSpacing: 10) {
            GridRow {
                Text("Player")
                ForEach(1..<game.round, id: \.self) { round in
                    Text("R\(round)").gridColumnAlignment(.trailing)
                }
                Text("Total").gridColumnAlignment(.trailing)
            }
            .font(.caption.weight(.semibold))
            .foregroundStyle(.secondary)
            Divider()
            ForEach(game.players) { player in
                GridRow {
                    HStack(spacing: 6) {
                        Circle().fill(player.colour).frame(width: 10, height: 10)
                        Text(player.name)
                        if player.id == game.leaderID {
                            Image(systemName: "crown.fill")
                                .symbolRenderingMode(.multicolor)
                                .foregroundStyle(.yellow)
                        }
                    }
                    ForEach(player.rounds.indices, id: \.self) { index in
                        Text("\(player.rounds[index])").monospacedDigit()
                    }
                    Text("\(player.total)")
                        .font(.body.bold().monospacedDigit())
                        .contentTransition(.numericText(value: Double(player.total)))
                }
            }
        }
        .padding()
        .background(.background.secondary, in: .rect(cornerRadius: 16))
    }
}

struct MeepleScoreEntry: View {
    @Bindable var game: MeepleGame
    @State private var pending: [Int] = [0, 0, 0]

    var body: some View {
        VStack(spacing: 0) {
            ForEach(game.players.indices, id: \.self) { index in
                Stepper(value: $pending[index], in: 0...99) {
                    HStack {
                        Text(game.players[index].name)
                        Spacer()
                        Text("+\(pending[index])")
                            .monospacedDigit()
                            .foregroundStyle(game.players[index].colour)
                    }
                }
                .padding(.vertical, 8)
                if index < game.players.count - 1 { Divider() }
            }
        }
        .padding(.horizontal)
        .background(.background.secondary, in: .rect(cornerRadius: 16))
    }
}

struct MeepleGameView: View {
    @State private var game = MeepleGame()

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    ViewThatFits(in: .horizontal) {
                        HStack {
                            Label(game.title, systemImage: "bird.fill").font(.title2.bold())
                            Spacer()
                            Text("Round \(game.round) of 4").foregroundStyle(.secondary)
                        }
                        VStack(alignment: .leading) {
                            Label(game.title, systemImage: "bird.fill").font(.title2.bold())
                            Text("Round \(game.round) of 4").foregroundStyle(.secondary)
                        }
                    }
                    MeepleScoreGrid(game: game)
                    Text("This round").font(.headline)
                    MeepleScoreEntry(game: game)
                }
                .padding()
            }
            .navigationTitle("Scores")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button(role: .close) {}
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Next Round") { game.round += 1 }
                        .buttonStyle(.glassProminent)
                }
                .sharedBackgroundVisibility(.hidden)
            }
        }
        .tint(.teal)
    }
}

#Preview("Game") {
    MeepleGameView()
}
