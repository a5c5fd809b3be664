import Testing
import BackplateSnapshotTesting
import BackplateTestSupport
import Foundation
import Backplate
import SwiftData

/// `Voyage…`: a trip log written the way SwiftData apps are (a `@Model` pair with a cascading
/// relationship and its inverse, `@Attribute(.unique)`, `@Transient`, `@Query(sort:order:)`, a
/// `#Predicate` filter, a `Query` built in `init`, a sample-data container made for previews,
/// `@Bindable` on a model), rendered on the 393 × 852 iPhone canvas. Sample data: Lisbon
/// (Mar 2026, favourite; 8.40 + 6.00 + 64.50 = €78.90), Kyoto (Nov 2026; 420 + 310 = €730.00),
/// Oslo (Jul 2025, favourite; €89.00).
@MainActor @Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct VoyageTests {
    private func trips(_ container: ModelContainer) throws -> [String: Trip] {
        Dictionary(uniqueKeysWithValues: try container.mainContext.fetch(FetchDescriptor<Trip>()).map { ($0.destination, $0) })
    }

    @Test func tripListSortsNewestFirstWithFavoritesAbove() throws {
        let drawn = phoneTexts(VoyageTripListView().modelContainer(.voyageSample))
        let names = drawn.map(\.0)
        // `@Query(sort: \.startDate, order: .reverse)`: Kyoto (Nov 2026), Lisbon (Mar 2026),
        // Oslo (Jul 2025). The favourites `#Predicate { $0.isFavorite }` sorted by name come
        // first, as chips: Lisbon then Oslo.
        let rows = drawn.filter { ["Kyoto in Autumn", "Lisbon Long Weekend", "Oslo Fjords"].contains($0.0) }
        #expect(rows.map(\.0) == ["Lisbon Long Weekend", "Oslo Fjords", "Kyoto in Autumn", "Lisbon Long Weekend", "Oslo Fjords"],
                "\(rows.map(\.0))")
        let favorites = try #require(frame(drawn, "FAVORITES")), all = try #require(frame(drawn, "ALL TRIPS"))
        #expect(rows[0].1.midY == rows[1].1.midY && rows[0].1.maxX < rows[1].1.minX, "\(rows)")
        #expect(favorites.maxY < rows[0].1.minY && rows[1].1.maxY < all.minY)
        #expect(rows[2].1.minY < rows[3].1.minY && rows[3].1.minY < rows[4].1.minY)
        // Row titles at the card's content inset; the totals come from each trip's expenses,
        // attached through Expense(trip:) for Lisbon and by appending for Kyoto and Oslo.
        for row in rows[2...] { #expect(row.1.minX == 40, "\(row)") }
        for total in ["€730.00", "€78.90", "€89.00", "2 expenses", "3 expenses", "1 expense"] {
            #expect(names.contains(total), "\(total) in \(names)")
        }
        // Totals end left of the disclosure chevron (which ends at 393 − 40), centred with the
        // title within 2 points (the 38-point column beside the 41-point one, 1.5 lower, at 1x).
        let kyotoTotal = try #require(frame(drawn, "€730.00"))
        #expect(abs(kyotoTotal.midY - rows[2].1.midY) <= 2 && kyotoTotal.maxX < 346, "\(kyotoTotal) \(rows[2].1)")

        let images = try renderPhoneLightAndDark(VoyageTripListView().modelContainer(.voyageSample), name: "VoyageTrips", folder: "SwiftData")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // The chip's capsule: orange at 20% over the card (orange 255,149,0 / 255,159,10).
            let chip = dark ? [73, 54, 26] : [255, 234, 204]
            #expect(close(at(image, 45, rows[0].1.midY), chip, 4), "\(dark): \(at(image, 45, rows[0].1.midY))")
            #expect(close(at(image, 30, rows[2].1.midY), dark ? [28, 28, 30] : [255, 255, 255], .composited), "\(dark)")
        }
    }

    @Test func emptyContainerShowsContentUnavailable() throws {
        let previews = PreviewCatalog.previews(inFile: "SwiftDataAppTests/VoyageTripList.swift")
        #expect(previews.map(\.displayName) == ["Trips", "Empty"])
        let empty = try #require(previews.last)
        let drawn = phoneTexts(empty.makeView())
        let names = drawn.map(\.0)
        #expect(names.contains("No Trips Yet") && names.contains("Tap + to plan your first trip."), "\(names)")
        #expect(!names.contains("FAVORITES") && !names.contains("Kyoto in Autumn"), "\(names)")
        // The overlay centres the message in the list below the bar.
        let title = try #require(frame(drawn, "No Trips Yet"))
        #expect(abs(title.midX - 196.5) < 1, "\(title)")
        _ = try renderPhoneLightAndDark(empty.makeView(), name: "VoyageEmpty", folder: "SwiftData")
    }

    @Test func relationshipsKeepTheirInverseAndCascade() throws {
        let container = ModelContainer.voyageSample
        let context = container.mainContext
        let trip = try trips(container)
        let lisbon = try #require(trip["Lisbon, Portugal"]), kyoto = try #require(trip["Kyoto, Japan"])
        // Expense(trip:) filled in the trip's array on insert; appending set the expense's trip
        // and inserted the expense into the trip's context.
        #expect(lisbon.expenses.map(\.title) == ["Pastéis de nata", "Tram 28", "Fado dinner"])
        #expect(kyoto.expenses.allSatisfy { $0.trip === kyoto && $0.modelContext === context })
        #expect(try context.fetchCount(FetchDescriptor<Expense>()) == 6)
        // Moving an expense to another trip takes it out of the first trip's array.
        let tram = lisbon.expenses[1]
        tram.trip = kyoto
        #expect(lisbon.expenses.map(\.title) == ["Pastéis de nata", "Fado dinner"])
        #expect(kyoto.expenses.last === tram)
        // Deleting an expense (delete rule .nullify) removes it from its trip.
        context.delete(tram)
        #expect(kyoto.expenses.count == 2 && tram.isDeleted)
        // Deleting a trip cascades to its expenses.
        context.delete(kyoto)
        #expect(try context.fetchCount(FetchDescriptor<Expense>()) == 3)
        #expect(try context.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.startDate)])).map(\.name) == ["Oslo Fjords", "Lisbon Long Weekend"])
        // @Transient properties are not persisted (nor observed): six persisted properties.
        #expect(Trip._$persistedProperties.count == 6)
    }

    @Test func fetchDescriptorFiltersSortsAndLimits() throws {
        let context = ModelContainer.voyageSample.mainContext
        var food = FetchDescriptor<Expense>(predicate: #Predicate { $0.category == "Food" },
                                            sortBy: [SortDescriptor(\.amount, order: .reverse)])
        #expect(try context.fetch(food).map(\.title) == ["Fado dinner", "Pastéis de nata"])
        food.fetchLimit = 1
        #expect(try context.fetch(food).map(\.title) == ["Fado dinner"])
        food.fetchLimit = nil
        food.fetchOffset = 1
        #expect(try context.fetch(food).map(\.title) == ["Pastéis de nata"])
        // Two sort keys: category, then title descending; a predicate over a relationship.
        let sorted = try context.fetch(FetchDescriptor<Expense>(sortBy: [SortDescriptor(\.category), SortDescriptor(\.title, order: .reverse)]))
        #expect(sorted.map(\.title) == ["Pastéis de nata", "Fado dinner", "Ryokan", "Fjord cruise", "Tram 28", "JR Pass"])
        let cutoff = Date.voyageDay(2026, 1, 1)
        let thisYear = #Predicate<Expense> { expense in expense.date >= cutoff && expense.amount > 100 }
        #expect(try context.fetchCount(FetchDescriptor(predicate: thisYear)) == 2)
    }

    @Test func tripDetailPreviewReadsTheSampleContainer() throws {
        let preview = try #require(PreviewCatalog.previews(inFile: "SwiftDataAppTests/VoyageTripDetail.swift").first)
        #expect(preview.displayName == "Trip detail")
        let drawn = phoneTexts(preview.makeView())
        let names = drawn.map(\.0)
        // The trip's expenses by date, then the init-built Query over every trip's expenses
        // of at least €50, largest first, each naming its trip through the inverse.
        let expenses = names.filter { ["Pastéis de nata", "Tram 28", "Fado dinner", "Ryokan", "JR Pass", "Fjord cruise"].contains($0) }
        #expect(expenses == ["Pastéis de nata", "Tram 28", "Fado dinner", "Ryokan", "JR Pass", "Fjord cruise", "Fado dinner"], "\(expenses)")
        #expect(names.filter { $0 == "Kyoto in Autumn" }.count == 2 && names.contains("Oslo Fjords"), "\(names)")
        #expect(names.contains("Mar 12\u{2009}–\u{2009}15") && names.contains("Lisbon, Portugal"), "\(names)")
        let images = try renderPhoneLightAndDark(preview.makeView(), name: "VoyageDetail", folder: "SwiftData")
        let favorite = try #require(frame(drawn, "Favorite"))
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // The favourite toggle is on (bound through @Bindable): systemGreen track.
            #expect(close(at(image, 315, favorite.midY), dark ? [48, 209, 88] : [52, 199, 89], 6), "\(dark): \(at(image, 315, favorite.midY))")
        }
    }
}

extension VoyageTests {
    @Test func sampleDataTraitSuppliesTheContainer() throws {
        let preview = try #require(PreviewCatalog.previews(inFile: "SwiftDataAppTests/VoyageSampleData.swift").first)
        #expect(preview.displayName == "Trips with sample data")
        // The PreviewModifier's shared context is the sample container: the list shows it.
        let names = phoneTexts(preview.makeView()).map(\.0)
        for text in ["Kyoto in Autumn", "€730.00", "FAVORITES", "3 expenses"] {
            #expect(names.contains(text), "\(text) in \(names)")
        }
    }
}

extension VoyageTests {
    @Test func aSampleContainersModelsAreFreedWithIt() throws {
        // Each trip holds its expenses and each expense its trip: without the store emptying
        // their relationships when it goes, every render of the sample leaked the whole graph.
        weak var kyoto: Trip?, ryokan: Expense?
        do {
            let container = ModelContainer.voyageSample
            kyoto = try trips(container)["Kyoto, Japan"]
            ryokan = kyoto?.expenses.first { $0.title == "Ryokan" }
            #expect(ryokan?.trip === kyoto && kyoto?.expenses.count == 2)
            _ = phoneTexts(VoyageTripListView().modelContainer(container))
        }
        #expect(kyoto == nil && ryokan == nil)
    }
}
