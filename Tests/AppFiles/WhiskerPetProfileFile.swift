import SwiftUI
import PhotosUI

// A pet-care app's "Edit Pet" form: a PhotosPicker avatar, TextFields with @FocusState moved
// by a keyboard toolbar (ToolbarItemGroup(placement: .keyboard)), a species Picker in
// .navigationLink style, a segmented size Picker, a compact DatePicker, LabeledContent drawn
// by a custom LabeledContentStyle, a vertical-axis notes TextField with a line limit range,
// and a Toggle with a description.

enum WhiskerSpecies: String, CaseIterable, Identifiable {
    case dog = "Dog", cat = "Cat", rabbit = "Rabbit", bird = "Bird"
    var id: Self { self }
}

enum WhiskerSize: String, CaseIterable, Identifiable {
    case small = "S", medium = "M", large = "L"
    var id: Self { self }
}

struct WhiskerPet {
    var name = "Biscuit"
    var breed = "Cocker Spaniel"
    var species: WhiskerSpecies = .dog
    var size: WhiskerSize = .medium
    var birthday = Date(timeIntervalSinceReferenceDate: 700_000_000)
    var weight = 13.4
    var notes = "Allergic to chicken. Loves the beach."
    var remindsMeds = true
}

/// Title over value, the value in the tint, as a vet-card field.
struct WhiskerStackedContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            configuration.label
                .font(.caption)
                .foregroundStyle(.secondary)
            configuration.content
                .font(.body.weight(.semibold))
                .foregroundStyle(.tint)
        }
    }
}

struct WhiskerEditPetView: View {
    enum Field: Hashable { case name, breed, notes }

    @State private var pet = WhiskerPet()
    @State private var photo: PhotosPickerItem?
    @FocusState private var focus: Field?

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack {
                        Spacer()
                        PhotosPicker(selection: $photo, matching: .images) {
                            Image(systemName: "pawprint.circle.fill")
                                .font(.system(size: 72))
                                .foregroundStyle(.orange)
                                .overlay(alignment: .bottomTrailing) {
                                    Image(systemName: "camera.circle.fill")
                                        .font(.title2)
                                        .foregroundStyle(.white, .blue)
                                }
                        }
                        Spacer()
                    }
                    .listRowBackground(Color.clear)
                }
                Section("Details") {
                    TextField("Name", text: $pet.name)
                        .focused($focus, equals: .name)
                        .submitLabel(.next)
                    TextField("Breed", text: $pet.breed)
                        .focused($focus, equals: .breed)
                    Picker("Species", selection: $pet.species) {
                        ForEach(WhiskerSpecies.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.navigationLink)
                    Picker("Size", selection: $pet.size) {
                        ForEach(WhiskerSize.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    DatePicker("Birthday", selection: $pet.birthday, displayedComponents: .date)
                }
                Section("Last Visit") {
                    HStack {
                        LabeledContent("Weight", value: "\(pet.weight.formatted()) kg")
                        Spacer()
                        LabeledContent("Vaccines", value: "Up to date")
                        Spacer()
                    }
                    .labeledContentStyle(WhiskerStackedContentStyle())
                }
                Section {
                    TextField("Notes", text: $pet.notes, axis: .vertical)
                        .lineLimit(3...6)
                        .focused($focus, equals: .notes)
                    Toggle(isOn: $pet.remindsMeds) {
                        Text("Medication reminders")
                        Text("Every day at 08:00")
                    }
                    .tint(.orange)
                }
            }
            .navigationTitle("Edit Pet")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                ToolbarItemGroup(placement: .keyboard) {
                    Button("Previous", systemImage: "chevron.up") { focus = .name }
                    Button("Next", systemImage: "chevron.down") { focus = .notes }
                    Spacer()
                    Button("Done") { focus = nil }
                }
            }
            .tint(.orange)
        }
    }
}

#Preview("Edit Pet") {
    WhiskerEditPetView()
}
