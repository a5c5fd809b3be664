import Backplate
import Foundation

// A body that does NOT compile: its rows link to a screen whose type the module lacks (as when
// an app's view model sits in a file that failed). Swift then re-solves the whole nested builder
// with fixes, trying every overload of each call (ForEach, Section, NavigationLink, Text) in
// combination before it reports "cannot find 'DiagnosisMissingScreen' in scope". SwiftUI's
// overload sets here equal Apple's, so this is the compiler's cost, not Backplate's: Gymly's
// round of unseen22 spent 85 s on one such body. scripts/bench-typecheck.sh times the diagnosis.

struct DiagnosisRow: Identifiable { let id = UUID(); let title: String }
struct DiagnosisGroup: Identifiable { let id = UUID(); let title: String; let rows: [DiagnosisRow] }

struct DiagnosisGroupedLinks: View {
    var groups: [DiagnosisGroup]
    var body: some View {
        List {
            ForEach(groups) { group in
                Section(header: Text(group.title)) {
                    ForEach(group.rows, id: \.id) { row in
                        NavigationLink(destination: DiagnosisMissingScreen(row: row)) {
                            Text(row.title)
                        }
                    }
                }
            }
        }
    }
}
