import SwiftUI
import Observation

// Crew: a 2025 shift-planning screen whose view model loads from an actor-backed mock
// directory: `Task { await model.load() }` in onAppear, two `async let` calls off the main actor.

struct CrewMember: Identifiable, Hashable, Sendable {
    let id: Int
    var name: String
    var role: String
    var symbol: String
}

/// The mock service: an actor, so every call leaves the main actor and comes back.
actor CrewDirectory {
    private let everyone = [
        CrewMember(id: 1, name: "Ada Okafor", role: "Line cook", symbol: "flame"),
        CrewMember(id: 2, name: "Bruno Lind", role: "Pastry", symbol: "birthday.cake"),
        CrewMember(id: 3, name: "Chiara Vos", role: "Front of house", symbol: "person.2"),
        CrewMember(id: 4, name: "Dev Raman", role: "Dish", symbol: "drop"),
    ]

    func members() async throws -> [CrewMember] { everyone }

    func onShiftToday() async throws -> Set<Int> { [1, 3] }
}

@MainActor @Observable final class CrewViewModel {
    var onShift: [CrewMember] = []
    var offToday: [CrewMember] = []
    var isLoading = false
    var errorMessage: String?
    private let directory: CrewDirectory

    init(directory: CrewDirectory = CrewDirectory()) {
        self.directory = directory
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            async let everyone = directory.members()
            async let working = directory.onShiftToday()
            let (members, ids) = try await (everyone, working)
            onShift = members.filter { ids.contains($0.id) }
            offToday = members.filter { !ids.contains($0.id) }
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}

struct CrewRow: View {
    let member: CrewMember

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: member.symbol)
                .foregroundStyle(.tint)
                .frame(width: 28)
            VStack(alignment: .leading, spacing: 2) {
                Text(member.name)
                Text(member.role)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct CrewRosterView: View {
    @State private var model = CrewViewModel()

    var body: some View {
        NavigationStack {
            List {
                Section("On shift") {
                    ForEach(model.onShift) { CrewRow(member: $0) }
                }
                Section("Off today") {
                    ForEach(model.offToday) { CrewRow(member: $0) }
                }
            }
            .overlay {
                if model.onShift.isEmpty && model.offToday.isEmpty {
                    ContentUnavailableView("No crew yet", systemImage: "person.3",
                                           description: Text(model.errorMessage ?? "The roster loads when you open it."))
                }
            }
            .navigationTitle("Crew")
            .onAppear {
                Task { await model.load() }
            }
        }
        .tint(.orange)
    }
}

#Preview("Crew roster") {
    CrewRosterView()
}
