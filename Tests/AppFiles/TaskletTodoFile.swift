import Backplate

// Tasklet, a to-do list: an @Observable list edited in place through @Bindable and
// ForEach($list.todos), EditButton with onDelete/onMove, a @FocusState enum for the quick-add
// field, a sort Menu with an inline Picker, a DisclosureGroup of finished items, a custom
// ViewModifier for priority chips, a bottom-bar toolbar, and navigationDestination(item:).

enum TaskletPriority: Int, CaseIterable, Identifiable, Comparable {
    case low, medium, high
    var id: Int { rawValue }
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    var label: String {
        switch self {
        case .low: return "Low"
        case .medium: return "Medium"
        case .high: return "High"
        }
    }

    var color: Color {
        switch self {
        case .low: return .gray
        case .medium: return .orange
        case .high: return .red
        }
    }
}

enum TaskletSortOrder: String, CaseIterable, Identifiable {
    case manual = "Manual", priority = "Priority", title = "Title"
    var id: Self { self }
}

struct TaskletTodo: Identifiable, Hashable {
    var id = UUID()
    var title: String
    var isDone = false
    var priority: TaskletPriority = .medium
    var due: Date?
}

@Observable
final class TaskletList {
    var name: String
    var todos: [TaskletTodo]
    var sortOrder: TaskletSortOrder = .manual

    init(name: String = "Weekend", todos: [TaskletTodo] = TaskletList.sample) {
        self.name = name
        self.todos = todos
    }

    var open: [TaskletTodo] { todos.filter { !$0.isDone } }
    var finished: [TaskletTodo] { todos.filter(\.isDone) }

    func add(_ title: String) {
        todos.append(TaskletTodo(title: title))
    }

    static let sample: [TaskletTodo] = [
        TaskletTodo(title: "Buy birthday card", priority: .high),
        TaskletTodo(title: "Return library books", priority: .medium),
        TaskletTodo(title: "Water the balcony plants", priority: .low),
        TaskletTodo(title: "Book dentist", isDone: true, priority: .medium),
    ]
}

struct TaskletPriorityChip: ViewModifier {
    let priority: TaskletPriority

    func body(content: Content) -> some View {
        content
            .font(.caption2.weight(.semibold))
            .textCase(.uppercase)
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .foregroundStyle(priority.color)
            .background(priority.color.opacity(0.15), in: Capsule())
    }
}

extension View {
    func taskletChip(_ priority: TaskletPriority) -> some View {
        modifier(TaskletPriorityChip(priority: priority))
    }
}

struct TaskletTodoRow: View {
    @Binding var todo: TaskletTodo

    var body: some View {
        HStack(spacing: 12) {
            Button {
                withAnimation { todo.isDone.toggle() }
            } label: {
                Image(systemName: todo.isDone ? "checkmark.circle.fill" : "circle")
                    .font(.title2)
                    .foregroundStyle(todo.isDone ? .green : .secondary)
            }
            .buttonStyle(.borderless)

            TextField("Task", text: $todo.title)
                .foregroundStyle(todo.isDone ? .secondary : .primary)

            Text(todo.priority.label)
                .taskletChip(todo.priority)
        }
    }
}

struct TaskletListScreen: View {
    @Bindable var list: TaskletList
    @State private var newTitle = ""
    @State private var showsFinished = false
    @State private var selectedTodo: TaskletTodo?
    @FocusState private var focusedField: Field?

    enum Field: Hashable {
        case quickAdd
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack {
                        Image(systemName: "plus.circle.fill")
                            .foregroundStyle(.tint)
                        TextField("Add a task", text: $newTitle)
                            .focused($focusedField, equals: .quickAdd)
                            .submitLabel(.done)
                            .onSubmit {
                                guard !newTitle.isEmpty else { return }
                                list.add(newTitle)
                                newTitle = ""
                                focusedField = .quickAdd
                            }
                    }
                }

                Section("To Do") {
                    ForEach($list.todos) { $todo in
                        if !todo.isDone {
                            TaskletTodoRow(todo: $todo)
                                .contextMenu {
                                    Picker("Priority", selection: $todo.priority) {
                                        ForEach(TaskletPriority.allCases) { priority in
                                            Text(priority.label).tag(priority)
                                        }
                                    }
                                    Button("Details", systemImage: "info.circle") { selectedTodo = todo }
                                }
                        }
                    }
                    .onDelete { offsets in
                        list.todos.remove(atOffsets: offsets)
                    }
                    .onMove { source, destination in
                        list.todos.move(fromOffsets: source, toOffset: destination)
                    }
                }

                Section {
                    DisclosureGroup("Finished (\(list.finished.count))", isExpanded: $showsFinished) {
                        ForEach(list.finished) { todo in
                            Text(todo.title)
                                .strikethrough()
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle(list.name)
            .navigationDestination(item: $selectedTodo) { todo in
                Text(todo.title)
                    .font(.largeTitle)
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Picker("Sort", selection: $list.sortOrder) {
                            ForEach(TaskletSortOrder.allCases) { order in
                                Text(order.rawValue).tag(order)
                            }
                        }
                        .pickerStyle(.inline)
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Text("\(list.open.count) open")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                    Spacer()
                    Button("New", systemImage: "square.and.pencil") {
                        focusedField = .quickAdd
                    }
                }
            }
            .task(id: list.todos.count) {
                // Persist whenever the count changes (never runs in a still render).
            }
        }
    }
}

#Preview("Weekend list") {
    @Previewable @State var list = TaskletList()
    TaskletListScreen(list: list)
}

#Preview("Empty") {
    TaskletListScreen(list: TaskletList(name: "Errands", todos: []))
}
