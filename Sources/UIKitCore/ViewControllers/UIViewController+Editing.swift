/// A controller's editing mode and the Edit/Done button that toggles it.
extension UIViewController {
    /// `setEditing(_:animated:)`'s own part: the mode, and the words of the edit button when it has been made.
    func changeEditing(_ editing: Bool) {
        editingStorage = editing
        if let item = editButtonItemStorage { Self.style(editButton: item, editing: editing) }
    }

    /// `editButtonItem`: one item for the controller's life, its action going through the open
    /// `setEditing(_:animated:)` so that a subclass's override hears the tap.
    func editButtonItemMadeIfNeeded() -> UIBarButtonItem {
        if let item = editButtonItemStorage { return item }
        let item = UIBarButtonItem(primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            setEditing(!isEditing, animated: true)
        })
        Self.style(editButton: item, editing: isEditing)
        editButtonItemStorage = item
        return item
    }

    /// iOS's words and weights: Edit plain, Done bold.
    private static func style(editButton item: UIBarButtonItem, editing: Bool) {
        item.title = BarButtonView.systemTitle(editing ? .done : .edit)
        item.style = editing ? .done : .plain
    }
}
