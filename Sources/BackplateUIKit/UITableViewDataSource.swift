import Foundation

/// Gives a table view its counts, cells and section titles.
@MainActor @preconcurrency
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath` (asked when the table is drawn, for the rows it shows).
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections (1 by default).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header (`nil` by default: none).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer (`nil` by default: none).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// Told of a table view's selection and display, and asked for its rows' heights and its
/// sections' header and footer views and heights when the table is drawn (a render has no
/// touches: the selection methods are never called).
@MainActor @preconcurrency
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// Called after the row at `indexPath` was selected.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// Called after the row at `indexPath` was deselected.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// The height of the row at `indexPath` (`UITableView.automaticDimension` by default).
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The view of `section`'s header (`nil` by default: the title's).
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// The view of `section`'s footer (`nil` by default: the title's).
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// The height of `section`'s header (`automaticDimension` by default; below 1: no header).
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer (`automaticDimension` by default; below 1: no footer).
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// Called before `cell` is drawn for the row at `indexPath`.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Self-sizing rows.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
    /// No header view.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// No footer view.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// A self-sizing header.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    /// A self-sizing footer.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}
