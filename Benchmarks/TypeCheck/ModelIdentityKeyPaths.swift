import Backplate
import Foundation
import SwiftData

// SwiftData models that declare their own `id`: `\.id` then names three members, the class's,
// `PersistentModel`'s (`PersistentIdentifier`, as Apple's SwiftData declares) and the standard
// library's for classes (`ObjectIdentifier`), and a list of sections of rows keyed by such paths
// is solved once per pair (docs/type-checking.md, stops 56 and 57).

@Model
final class LiftExercise {
    var id: UUID
    var name: String
    init(name: String) {
        self.id = UUID()
        self.name = name
    }
}

@Model
final class LiftSet {
    var id: UUID
    var weight: Double
    var reps: Int
    init(weight: Double, reps: Int) {
        self.id = UUID()
        self.weight = weight
        self.reps = reps
    }
}

struct LiftLogSections: View {
    var groups: [(LiftExercise, [LiftSet])]
    var body: some View {
        List {
            ForEach(groups, id: \.0.id) { exercise, sets in
                Section(exercise.name) {
                    ForEach(Array(sets.enumerated()), id: \.element.id) { index, set in
                        Text("Set \(index + 1): \(set.reps) reps")
                    }
                }
            }
        }
    }
}

// The same list keyed by `persistentModelID`, one member each.
struct LiftLogSectionsByModelID: View {
    var groups: [(LiftExercise, [LiftSet])]
    var body: some View {
        List {
            ForEach(groups, id: \.0.persistentModelID) { exercise, sets in
                Section(exercise.name) {
                    ForEach(Array(sets.enumerated()), id: \.element.persistentModelID) { index, set in
                        Text("Set \(index + 1): \(set.reps) reps")
                    }
                }
            }
        }
    }
}

// The first list with a toolbar button after it: `toolbar` takes a view builder or a toolbar
// content builder (SwiftUI's two forms), and the list's key paths are solved again under each.
struct LiftLogSectionsWithToolbar: View {
    var groups: [(LiftExercise, [LiftSet])]
    @State private var confirmsDeletion = false
    var body: some View {
        List {
            ForEach(groups, id: \.0.id) { exercise, sets in
                Section(exercise.name) {
                    ForEach(Array(sets.enumerated()), id: \.element.id) { index, set in
                        Text("Set \(index + 1): \(set.reps) reps")
                    }
                }
            }
        }
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button(role: .destructive, action: { confirmsDeletion = true }) {
                    Image(systemName: "trash")
                }
            }
        }
    }
}
