import Testing
import BackplateTestSupport
import Foundation
import SwiftUI

private struct Tag { var name: String }

/// unseen31 (BookingSense): `@Query(sort: [SortDescriptor<Tag>(\.name, comparator: .localized)])`.
/// Foundation on Linux builds only the lexical `String.StandardComparator`, so the localized
/// ones compile, sort lexically and say so.
@MainActor
@Suite(.tags(.appFiles)) struct UnseenAppsRound31Tests {
    @Test func localizedStandardComparatorsCompileSortLexicallyAndWarn() {
        let tags = [Tag(name: "banana"), Tag(name: "Cherry"), Tag(name: "apple")]
        let (sorted, warnings) = RuntimeWarning.collecting {
            (tags.sorted(using: SortDescriptor(\Tag.name, comparator: .localizedStandard)).map(\.name),
             tags.sorted(using: SortDescriptor(\Tag.name, comparator: .localized, order: .reverse)).map(\.name))
        }
        #expect(sorted.0 == ["Cherry", "apple", "banana"])
        #expect(sorted.1 == ["banana", "apple", "Cherry"])
        #expect(warnings.filter { $0.contains("StandardComparator.localizedStandard sorts as .lexical") }.count == 1)
        #expect(warnings.filter { $0.contains("StandardComparator.localized sorts as .lexical") }.count == 1)
    }
}
