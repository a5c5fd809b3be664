import Foundation

// Input controls titled with a `LocalizedStringResource` (a String Catalog's generated symbol:
// `TextField(.emailTitle, text: $email)`), as Apple's iOS 26 SDK declares them with iOS 16
// availability. Disfavoured, so a string literal still picks the `LocalizedStringKey` form.

extension TextField where Label == Text {
    /// A text field titled with a localized string resource; the title is also its placeholder.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>) {
        self.init(text: text.wrappedValue, placeholder: AnyView(Text(titleResource)), label: Text(titleResource))
    }

    /// A text field titled with a localized string resource whose prompt, when given, is the
    /// placeholder drawn while the text is empty.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, placeholder: AnyView(prompt ?? Text(titleResource)), label: Text(titleResource))
    }

    /// A text field titled with a localized string resource that grows along `axis`.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, placeholder: AnyView(Text(titleResource)), label: Text(titleResource), axis: axis)
    }

    /// A text field titled with a localized string resource, with a prompt, that grows along `axis`.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text.wrappedValue, placeholder: AnyView(prompt ?? Text(titleResource)), label: Text(titleResource),
                  axis: axis)
    }
}

extension SecureField where Label == Text {
    /// A secure field titled with a localized string resource; the title is its placeholder.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, placeholder: AnyView(Text(titleResource)), label: Text(titleResource),
                          isSecure: true)
    }

    /// A secure field titled with a localized string resource and a prompt drawn while empty.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text.wrappedValue, placeholder: AnyView(prompt ?? Text(titleResource)),
                          label: Text(titleResource), isSecure: true)
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled with a localized string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleResource) }
    }

    /// A date picker titled with a localized string resource, limited to a closed range.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleResource) }
    }

    /// A date picker titled with a localized string resource, limited to dates from a start.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleResource) }
    }

    /// A date picker titled with a localized string resource, limited to dates up to an end.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleResource) }
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker titled with a localized string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleResource) }
    }

    /// A colour picker over a `CGColor`, titled with a localized string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleResource) }
    }
}

extension LabeledContent where Label == Text {
    /// A labeled view whose label is a localized string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleResource) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A labeled informational view: a localized string resource as the title and a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ titleResource: LocalizedStringResource, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleResource) })
    }

    /// A labeled informational view showing a value formatted in the environment's locale.
    @_disfavoredOverload
    public init<F: FormatStyle>(_ titleResource: LocalizedStringResource, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleResource) })
    }
}
