import Foundation

// Table's sortable explicit-row forms and its column-customization forms (iOS 17). A still
// render neither sorts nor customizes: the bindings are read for the selection only, rows draw
// in the order given and columns as declared.

extension Table {
    /// A sortable table of explicit rows; rows draw in the order given.
    public init<Sort: SortComparator>(sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(tableRows: rows(), columns: columns(), selection: [])
    }

    /// A sortable table of explicit rows whose rows can be selected one at a time; rows draw in the order given.
    public init<Sort: SortComparator>(selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(tableRows: rows(), columns: columns(), selection: Self.selected(selection.wrappedValue))
    }

    /// A sortable table of explicit rows whose rows can be selected several at a time; rows draw in the order given.
    public init<Sort: SortComparator>(selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(tableRows: rows(), columns: columns(), selection: Self.selected(selection.wrappedValue))
    }

    /// A sortable table of explicit rows; rows draw in the order given.
    public init<Sort: SortComparator>(of valueType: Value.Type, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(tableRows: rows(), columns: columns(), selection: [])
    }

    /// A sortable table of explicit rows whose rows can be selected one at a time; rows draw in the order given.
    public init<Sort: SortComparator>(of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(tableRows: rows(), columns: columns(), selection: Self.selected(selection.wrappedValue))
    }

    /// A sortable table of explicit rows whose rows can be selected several at a time; rows draw in the order given.
    public init<Sort: SortComparator>(of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(tableRows: rows(), columns: columns(), selection: Self.selected(selection.wrappedValue))
    }

    /// A customizable table of explicit rows; columns draw as declared.
    public init(of valueType: Value.Type, columnCustomization: Binding<TableColumnCustomization<Value>>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(tableRows: rows(), columns: columns(), selection: [])
    }

    /// A customizable table of explicit rows whose rows can be selected one at a time; columns draw as declared.
    public init(of valueType: Value.Type, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(tableRows: rows(), columns: columns(), selection: Self.selected(selection.wrappedValue))
    }

    /// A customizable table of explicit rows whose rows can be selected several at a time; columns draw as declared.
    public init(of valueType: Value.Type, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(tableRows: rows(), columns: columns(), selection: Self.selected(selection.wrappedValue))
    }

    /// A customizable sortable table of explicit rows; columns draw as declared.
    public init<Sort: SortComparator>(of valueType: Value.Type, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
                @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(tableRows: rows(), columns: columns(), selection: [])
    }

    /// A customizable sortable table of explicit rows whose rows can be selected one at a time; columns draw as declared.
    public init<Sort: SortComparator>(of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
                @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(tableRows: rows(), columns: columns(), selection: Self.selected(selection.wrappedValue))
    }

    /// A customizable sortable table of explicit rows whose rows can be selected several at a time; columns draw as declared.
    public init<Sort: SortComparator>(of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
                @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(tableRows: rows(), columns: columns(), selection: Self.selected(selection.wrappedValue))
    }

    /// A customizable table of the elements of `data`; columns draw as declared.
    public init<Data: RandomAccessCollection>(_ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(tableRows: TableForEachContent(data), columns: columns(), selection: [])
    }

    /// A customizable table of the elements of `data` whose rows can be selected one at a time; columns draw as declared.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(tableRows: TableForEachContent(data), columns: columns(), selection: Self.selected(selection.wrappedValue))
    }

    /// A customizable table of the elements of `data` whose rows can be selected several at a time; columns draw as declared.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(tableRows: TableForEachContent(data), columns: columns(), selection: Self.selected(selection.wrappedValue))
    }

    /// A customizable sortable table of the elements of `data`; columns draw as declared.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
                @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(tableRows: TableForEachContent(data), columns: columns(), selection: [])
    }

    /// A customizable sortable table of the elements of `data` whose rows can be selected one at a time; columns draw as declared.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
                @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(tableRows: TableForEachContent(data), columns: columns(), selection: Self.selected(selection.wrappedValue))
    }

    /// A customizable sortable table of the elements of `data` whose rows can be selected several at a time; columns draw as declared.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
                @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(tableRows: TableForEachContent(data), columns: columns(), selection: Self.selected(selection.wrappedValue))
    }
}
