import Backplate

// A habit tracker in the iOS 17/18 style: an @Observable store held in @State at the root and
// handed down through the environment, a NavigationStack driven by a path of habit IDs, a
// searchable, refreshable list with swipe actions and context menus, a toolbar with an item
// group, and the sheet / alert / confirmation dialog a real app attaches to its list.

enum HabitCadence: String, CaseIterable, Identifiable, Codable {
    case daily, weekdays, weekly
    var id: Self { self }

    var title: String {
        switch self {
        case .daily: "Every day"
        case .weekdays: "Weekdays"
        case .weekly: "Once a week"
        }
    }
}

struct HabitEntry: Identifiable, Hashable {
    let id: UUID
    var name: String
    var symbol: String
    var tint: Color
    var cadence: HabitCadence
    var streak: Int
    var completedToday: Bool

    init(id: UUID = UUID(), name: String, symbol: String, tint: Color, cadence: HabitCadence = .daily,
         streak: Int = 0, completedToday: Bool = false) {
        self.id = id
        self.name = name
        self.symbol = symbol
        self.tint = tint
        self.cadence = cadence
        self.streak = streak
        self.completedToday = completedToday
    }
}

@Observable
final class HabitStore {
    var habits: [HabitEntry]
    var lastRefreshed: Date?

    init(habits: [HabitEntry] = HabitStore.samples) {
        self.habits = habits
    }

    var completedCount: Int { habits.filter(\.completedToday).count }

    func toggle(_ habit: HabitEntry) {
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        habits[index].completedToday.toggle()
        habits[index].streak += habits[index].completedToday ? 1 : -1
    }

    func delete(_ habit: HabitEntry) {
        habits.removeAll { $0.id == habit.id }
    }

    func refresh() async {
        try? await Task.sleep(for: .milliseconds(300))
        lastRefreshed = .now
    }

    static let samples: [HabitEntry] = [
        HabitEntry(name: "Drink water", symbol: "drop.fill", tint: .blue, streak: 12, completedToday: true),
        HabitEntry(name: "Read 20 pages", symbol: "book.fill", tint: .orange, streak: 4),
        HabitEntry(name: "Stretch", symbol: "figure.cooldown", tint: .green, cadence: .weekdays, streak: 27, completedToday: true),
        HabitEntry(name: "Call family", symbol: "phone.fill", tint: .pink, cadence: .weekly, streak: 2),
    ]
}

struct HabitListScreen: View {
    @Environment(HabitStore.self) private var store
    @State private var path: [HabitEntry.ID] = []
    @State private var searchText = ""
    @State private var isAddingHabit = false
    @State private var habitPendingDeletion: HabitEntry?
    @State private var showsResetAlert = false
    @AppStorage("habit.showsStreaks") private var showsStreaks = true

    private var filteredHabits: [HabitEntry] {
        guard !searchText.isEmpty else { return store.habits }
        return store.habits.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section {
                    HabitSummaryHeader(completed: store.completedCount, total: store.habits.count)
                        .listRowInsets(EdgeInsets())
                        .listRowBackground(Color.clear)
                }

                Section("Today") {
                    ForEach(filteredHabits) { habit in
                        NavigationLink(value: habit.id) {
                            HabitRowView(habit: habit, showsStreak: showsStreaks)
                        }
                        .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                            Button(role: .destructive) {
                                habitPendingDeletion = habit
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                        }
                        .swipeActions(edge: .leading) {
                            Button {
                                withAnimation(.snappy) { store.toggle(habit) }
                            } label: {
                                Label(habit.completedToday ? "Undo" : "Done", systemImage: "checkmark")
                            }
                            .tint(.green)
                        }
                        .contextMenu {
                            Button("Mark as done", systemImage: "checkmark.circle") { store.toggle(habit) }
                            Divider()
                            Button("Delete", systemImage: "trash", role: .destructive) { habitPendingDeletion = habit }
                        }
                    }
                }
            }
            .overlay {
                if filteredHabits.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
            .navigationTitle("Habits")
            .navigationDestination(for: HabitEntry.ID.self) { id in
                if let habit = store.habits.first(where: { $0.id == id }) {
                    HabitDetailScreen(habit: habit)
                }
            }
            .searchable(text: $searchText, prompt: "Search habits")
            .refreshable { await store.refresh() }
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("Reset", systemImage: "arrow.counterclockwise") { showsResetAlert = true }
                    Button("Add", systemImage: "plus") { isAddingHabit = true }
                }
                ToolbarItem(placement: .topBarLeading) {
                    Toggle(isOn: $showsStreaks) {
                        Image(systemName: "flame")
                    }
                }
            }
            .sheet(isPresented: $isAddingHabit) {
                HabitEditorSheet()
                    .presentationDetents([.medium, .large])
            }
            .alert("Reset today?", isPresented: $showsResetAlert) {
                Button("Reset", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Every habit will be marked as not done.")
            }
            .confirmationDialog("Delete habit?", isPresented: Binding(
                get: { habitPendingDeletion != nil },
                set: { if !$0 { habitPendingDeletion = nil } }
            ), titleVisibility: .visible, presenting: habitPendingDeletion) { habit in
                Button("Delete \(habit.name)", role: .destructive) { store.delete(habit) }
            }
        }
    }
}

struct HabitSummaryHeader: View {
    let completed: Int
    let total: Int

    private var fraction: Double { total == 0 ? 0 : Double(completed) / Double(total) }

    var body: some View {
        HStack(spacing: 16) {
            ZStack {
                Circle()
                    .stroke(Color.green.opacity(0.2), lineWidth: 10)
                Circle()
                    .trim(from: 0, to: fraction)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                    .animation(.spring(duration: 0.6), value: fraction)
            }
            .frame(width: 64, height: 64)

            VStack(alignment: .leading, spacing: 4) {
                Text("\(completed) of \(total)")
                    .font(.title2.bold())
                    .contentTransition(.numericText(value: Double(completed)))
                Text("habits done today")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
        .background(.green.opacity(0.12), in: .rect(cornerRadius: 16))
    }
}

struct HabitRowView: View {
    let habit: HabitEntry
    var showsStreak = true

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: habit.symbol)
                .font(.title3)
                .foregroundStyle(.white)
                .frame(width: 36, height: 36)
                .background(habit.tint.gradient, in: RoundedRectangle(cornerRadius: 8, style: .continuous))

            VStack(alignment: .leading, spacing: 2) {
                Text(habit.name)
                    .font(.body)
                    .strikethrough(habit.completedToday, color: .secondary)
                Text(habit.cadence.title)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }

            Spacer()

            if showsStreak {
                Label("\(habit.streak)", systemImage: "flame.fill")
                    .font(.subheadline.monospacedDigit())
                    .foregroundStyle(habit.streak >= 7 ? .orange : .secondary)
                    .symbolEffect(.bounce, value: habit.streak)
            }

            Image(systemName: habit.completedToday ? "checkmark.circle.fill" : "circle")
                .font(.title2)
                .foregroundStyle(habit.completedToday ? AnyShapeStyle(habit.tint) : AnyShapeStyle(.tertiary))
                .contentTransition(.symbolEffect(.replace))
        }
        .padding(.vertical, 4)
        .sensoryFeedback(.success, trigger: habit.completedToday)
    }
}

struct HabitDetailScreen: View {
    let habit: HabitEntry
    @State private var note = ""
    @FocusState private var noteFocused: Bool

    var body: some View {
        Form {
            LabeledContent("Streak", value: "\(habit.streak) days")
            LabeledContent("Cadence", value: habit.cadence.title)
            Section("Note") {
                TextField("Why this habit matters", text: $note, axis: .vertical)
                    .lineLimit(3...6)
                    .focused($noteFocused)
            }
        }
        .navigationTitle(habit.name)
        .navigationBarTitleDisplayMode(.inline)
        .onAppear { noteFocused = true }
    }
}

struct HabitEditorSheet: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(HabitStore.self) private var store
    @State private var name = ""
    @State private var cadence: HabitCadence = .daily
    @State private var tint: Color = .blue

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Picker("Cadence", selection: $cadence) {
                    ForEach(HabitCadence.allCases) { cadence in
                        Text(cadence.title).tag(cadence)
                    }
                }
                ColorPicker("Colour", selection: $tint)
            }
            .navigationTitle("New Habit")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        store.habits.append(HabitEntry(name: name, symbol: "star.fill", tint: tint, cadence: cadence))
                        dismiss()
                    }
                    .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}

#Preview("Habits") {
    HabitListScreen()
        .environment(HabitStore())
}

#Preview("Empty search") {
    HabitListScreen()
        .environment(HabitStore(habits: []))
}

#Preview("Row", traits: .sizeThatFitsLayout) {
    HabitRowView(habit: HabitStore.samples[0])
        .padding()
}
