import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import FoundationModels

/// `TripIdeasFile.swift`: FoundationModels answers as a device without Apple Intelligence (no
/// model: the availability check draws its fallback, requests throw `assetsUnavailable`), while
/// `@Generable` types keep Apple's shape: schema, partial form, content round trips.
@MainActor @Suite(.tags(.appFiles)) struct TripIdeasTests {
    @Test func theScreenDrawsTheUnavailableFallback() throws {
        #expect(SystemLanguageModel.default.availability == .unavailable(.deviceNotEligible))
        #expect(!SystemLanguageModel.default.isAvailable && !SystemLanguageModel(useCase: .contentTagging).isAvailable)
        let texts = phoneTexts(TripIdeasView())
        let title = try #require(frame(texts, "Trip Ideas Unavailable"), "\(texts.map(\.0))")
        let reason = try #require(frame(texts, "This device doesn't support Apple Intelligence."))
        #expect(title.maxY <= reason.minY && frame(texts, "Plan a trip") == nil)
        _ = try renderPhoneLightAndDark(TripIdeasView(), name: "TripIdeas")
    }

    @Test func aCompletePlanDrawsAsItsPartialForm() throws {
        let partial = TripIdea.kyoto.asPartiallyGenerated()
        #expect(partial.title == "Temples and Tofu" && partial.days == 3 && partial.tip == nil)
        #expect(partial.highlights?.map(\.name) == ["Fushimi Inari", "Nishiki Market", "Arashiyama Grove"])
        #expect(partial.budget == .medium)
        let texts = phoneTexts(TripIdeaCard(idea: partial).padding())
        let title = try #require(frame(texts, "Temples and Tofu"), "\(texts.map(\.0))")
        let days = try #require(frame(texts, "3 days"))
        let last = try #require(frame(texts, "Arashiyama Grove"))
        #expect(title.maxY < days.minY && days.maxY < last.minY)
        let images = try renderPhoneLightAndDark(TripIdeaCard(idea: partial).padding(), name: "TripIdeaCard")
        // The title is the primary label colour: black in light mode, white in dark.
        #expect(drawsColor(images.light, title, (0, 0, 0)) && drawsColor(images.dark, title, (255, 255, 255)))
    }

    @Test func requestsThrowAssetsUnavailableAndWarn() async {
        let planner = TripPlanner()
        await planner.plan(for: "Kyoto")
        #expect(planner.errorMessage == "The language model's assets are unavailable." && planner.idea == nil)
        #expect(!planner.isPlanning)
        #expect(RuntimeWarning.emitted.contains {
            $0.contains("FoundationModels: streamResponse(to:generating: TripIdea.self) has no on-device model")
        })
        let session = LanguageModelSession { "Answer in one word." }
        await #expect(throws: LanguageModelSession.GenerationError.self) { try await session.respond(to: "Hi") }
        #expect(session.transcript.count == 1 && session.transcript.first?.description == "Answer in one word.")
        await #expect(throws: LanguageModelSession.GenerationError.self) {
            try await session.streamResponse(generating: Highlight.self) { "A highlight in Rome" }.collect()
        }
    }

    @Test func contentRoundTripsInDeclarationOrderAndLeavesOutNil() throws {
        let content = TripIdea.kyoto.generatedContent
        #expect(content.jsonString == #"{"title":"Temples and Tofu","days":3,"highlights":[{"name":"Fushimi Inari","kind":"culture"},{"name":"Nishiki Market","kind":"food"},{"name":"Arashiyama Grove","kind":"nature"}],"budget":"medium"}"#)
        #expect(try TripIdea(content) == .kyoto)
        #expect(try TripIdea(GeneratedContent(json: content.jsonString)) == .kyoto)
        var withTip = TripIdea.kyoto
        withTip.tip = "Buy a bus pass"
        #expect(try TripIdea(withTip.generatedContent).tip == "Buy a bus pass")
        #expect(throws: LanguageModelSession.GenerationError.self) { try Budget(GeneratedContent("luxury")) }
        #expect(Budget.allCases.map(\.generatedContent.jsonString) == [#""low""#, #""medium""#, #""high""#])
    }

    @Test func aStreamsSnapshotReadsAsFarAsItGoes() throws {
        let snapshot = try GeneratedContent(json: #"{"title":"Temples and","days":3,"highlights":[{"name":"Fushimi"#)
        #expect(!snapshot.isComplete)
        let partial = try TripIdea.PartiallyGenerated(snapshot)
        #expect(partial.title == "Temples and" && partial.days == 3 && partial.budget == nil && partial.tip == nil)
        #expect(partial.highlights?.count == 1 && partial.highlights?.first?.name == "Fushimi" && partial.highlights?.first?.kind == nil)
        #expect(throws: LanguageModelSession.GenerationError.self) { try TripIdea(snapshot) }
        #expect(throws: LanguageModelSession.GenerationError.self) { try GeneratedContent(json: "{\"a\" 1}") }
    }

    @Test func theSchemaListsPropertiesWithTheirGuides() throws {
        let schema = try GeneratedContent(json: TripIdea.generationSchema.debugDescription)
        guard case .structure(let top, _) = schema.kind, let properties = top["properties"],
              case .structure(let byName, let order) = properties.kind
        else { Issue.record("not a JSON Schema object: \(schema.jsonString)"); return }
        #expect(order == ["title", "days", "highlights", "budget", "tip"])
        #expect(try schema.value([String].self, forProperty: "required") == ["title", "days", "highlights", "budget"])
        let days = try #require(byName["days"])
        #expect(try days.value(String.self, forProperty: "type") == "integer")
        #expect(try days.value(Int.self, forProperty: "minimum") == 1 && days.value(Int.self, forProperty: "maximum") == 14)
        #expect(try days.value(String.self, forProperty: "description") == "How many days the trip lasts")
        let highlights = try #require(byName["highlights"])
        #expect(try highlights.value(Int.self, forProperty: "minItems") == 3 && highlights.value(Int.self, forProperty: "maxItems") == 3)
        #expect(highlights.jsonString.contains(#""kind":{"type":"string","description":"What kind of place it is","enum":["food","nature","culture"]}"#))
        #expect(byName["budget"]?.jsonString == #"{"type":"string","title":"Budget","description":"How much the trip costs","enum":["low","medium","high"]}"#)
    }

    @Test func optionsFeedbackAndTranscriptsKeepWhatTheyAreGiven() throws {
        let options = GenerationOptions(sampling: .random(top: 40, seed: 7), temperature: 0.2, maximumResponseTokens: 200)
        #expect(options.sampling == .random(top: 40, seed: 7) && options.sampling != .greedy && options.temperature == 0.2)
        #expect(GenerationOptions(samplingMode: .greedy).sampling == .greedy)
        let transcript = Transcript(entries: [
            .prompt(.init(segments: [.text(.init(content: "Plan Kyoto"))])),
            .toolCalls(.init([.init(id: "1", toolName: "weather", arguments: GeneratedContent(properties: ["city": "Kyoto"]))])),
        ])
        let decoded = try JSONDecoder().decode(Transcript.self, from: JSONEncoder().encode(transcript))
        #expect(decoded.map(\.description) == ["Plan Kyoto", #"weather({"city":"Kyoto"})"#])
        let feedback = LanguageModelSession(instructions: "Be brief.")
            .logFeedbackAttachment(sentiment: .negative, issues: [.init(category: .tooVerbose)])
        let object = try JSONSerialization.jsonObject(with: feedback) as? [String: Any]
        #expect(object?["sentiment"] as? String == "negative" && (object?["transcript"] as? [String]) == ["Be brief."])
        #expect(SystemLanguageModel.default.supportsLocale(Locale(identifier: "en_US"))
                && !SystemLanguageModel.default.supportsLocale(Locale(identifier: "fi_FI")))
    }
}
