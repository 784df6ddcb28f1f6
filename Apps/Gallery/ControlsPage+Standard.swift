import UIKit

/// The standard controls, a tile per family, each logging what the user changes (for the app tests).
extension ControlsPage {
    static let standardRows = 3

    func addStandardControls() {
        addSwitches(addTile("Switches", column: 0, row: 1, in: scroller))
        addSliders(addTile("Slider and stepper", column: 1, row: 1, in: scroller))
        addSegments(addTile("Segments and pages", column: 2, row: 1, in: scroller))
        addIndicators(addTile("Progress", column: 0, row: 2, in: scroller))
        addButtons(addTile("Button configurations", column: 1, row: 2, in: scroller))
        addSearch(addTile("Search and colour", column: 2, row: 2, in: scroller))
        addPicker(addTile("Picker", column: 0, row: 3, in: scroller))
        addDatePickers(addTile("Date pickers", column: 1, row: 3, in: scroller))
        let rows = CGFloat(1 + Self.standardRows)
        scroller.contentSize = CGSize(width: bounds.width, height: 16 + rows * (GalleryPageContent.tileSize.height + 16))
    }

    private func caption(_ text: String, _ y: CGFloat, in stage: UIView) -> UILabel {
        let label = UILabel(text, frame: CGRect(x: 84, y: y, width: 140, height: 22), size: 13, color: GalleryStyle.secondaryInk)
        stage.addSubview(label)
        return label
    }

    private func addSwitches(_ stage: UIView) {
        let wifi = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        wifi.isOn = true
        let label = caption("Wi-Fi on", 24, in: stage)
        wifi.addAction(UIAction { [weak wifi] _ in
            let on = wifi?.isOn ?? false
            label.text = on ? "Wi-Fi on" : "Wi-Fi off"
            appLog("switch \(on ? "on" : "off")")
        }, for: .valueChanged)
        let tinted = UISwitch(frame: CGRect(x: 20, y: 66, width: 0, height: 0))
        tinted.onTintColor = GalleryStyle.accents[4]
        tinted.addAction(UIAction { [weak tinted] _ in appLog("tinted switch \(tinted?.isOn == true ? "on" : "off")") },
                         for: .valueChanged)
        _ = caption("Purple when on", 70, in: stage)
        let box = UISwitch(frame: CGRect(x: 20, y: 112, width: 0, height: 0))
        box.preferredStyle = .checkbox
        box.title = "Check box style"
        box.frame.size = box.sizeThatFits(.zero)
        box.addAction(UIAction { [weak box] _ in appLog("checkbox \(box?.isOn == true ? "on" : "off")") }, for: .valueChanged)
        for view in [wifi, tinted, box] { stage.addSubview(view) }
    }

    private func addSliders(_ stage: UIView) {
        let slider = UISlider(frame: CGRect(x: 20, y: 16, width: 190, height: 31))
        slider.value = 0.5
        let value = UILabel("Value 0.50", frame: CGRect(x: 20, y: 50, width: 190, height: 20), size: 13,
                            color: GalleryStyle.secondaryInk)
        slider.addAction(UIAction { [weak slider] _ in
            let text = String(format: "%.2f", slider?.value ?? 0)
            value.text = "Value \(text)"
            appLog("slider \(text)")
        }, for: .valueChanged)
        let stepper = UIStepper(frame: CGRect(x: 20, y: 96, width: 0, height: 0))
        stepper.maximumValue = 10
        let count = UILabel("0", frame: CGRect(x: 130, y: 100, width: 80, height: 24), size: 18, bold: true)
        stepper.addAction(UIAction { [weak stepper] _ in
            let number = Int(stepper?.value ?? 0)
            count.text = "\(number)"
            appLog("stepper \(number)")
        }, for: .valueChanged)
        for view in [slider, value, stepper, count] as [UIView] { stage.addSubview(view) }
    }

    private func addSegments(_ stage: UIView) {
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.frame = CGRect(x: 15, y: 20, width: 200, height: 32)
        segments.selectedSegmentIndex = 0
        segments.addAction(UIAction { [weak segments] _ in appLog("segment \(segments?.selectedSegmentIndex ?? -1)") },
                           for: .valueChanged)
        let pages = UIPageControl(frame: CGRect(x: 15, y: 110, width: 200, height: 26))
        pages.numberOfPages = 5
        let pageLabel = UILabel("Page 1 of 5", frame: CGRect(x: 15, y: 80, width: 200, height: 22), size: 13,
                                color: GalleryStyle.secondaryInk)
        pageLabel.textAlignment = .center
        pages.addAction(UIAction { [weak pages] _ in
            let page = pages?.currentPage ?? 0
            pageLabel.text = "Page \(page + 1) of 5"
            appLog("page control \(page)")
        }, for: .valueChanged)
        for view in [segments, pageLabel, pages] as [UIView] { stage.addSubview(view) }
    }

    private func addIndicators(_ stage: UIView) {
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 20, y: 30, width: 190, height: 4)
        bar.progress = 0.35
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.frame = CGRect(x: 20, y: 60, width: 40, height: 40)
        spinner.startAnimating()
        let small = UIActivityIndicatorView(style: .medium)
        small.frame = CGRect(x: 70, y: 70, width: 20, height: 20)
        small.color = GalleryStyle.accents[3]
        small.startAnimating()
        let step = UIButton(type: .system)
        step.setTitle("Advance", for: .normal)
        step.frame = CGRect(x: 110, y: 62, width: 100, height: 36)
        step.addAction(UIAction { _ in
            let next = bar.progress >= 1 ? 0 : bar.progress + 0.25
            bar.setProgress(next, animated: true)
            if next >= 1 { spinner.stopAnimating() } else if !spinner.isAnimating { spinner.startAnimating() }
            appLog("progress \(String(format: "%.2f", bar.progress))")
            UIAccessibility.post(notification: .announcement, argument: "Progress \(Int(next * 100)) percent")
        }, for: .primaryActionTriggered)
        for view in [bar, spinner, small, step] as [UIView] { stage.addSubview(view) }
    }

    private func addButtons(_ stage: UIView) {
        var save = UIButton.Configuration.filled()
        save.title = "Save"
        save.subtitle = "to this Mac"
        let filled = UIButton(configuration: save, primaryAction: UIAction { _ in appLog("button save") })
        filled.frame.origin = CGPoint(x: 15, y: 14)
        var follow = UIButton.Configuration.tinted()
        follow.title = "Follow"
        follow.cornerStyle = .capsule
        let toggle = UIButton(configuration: follow, primaryAction: UIAction { action in
            appLog("button follow \((action.sender as? UIButton)?.isSelected == true ? "on" : "off")")
        })
        toggle.changesSelectionAsPrimaryAction = true
        toggle.configurationUpdateHandler = { button in button.configuration?.title = button.isSelected ? "Following" : "Follow" }
        toggle.frame = CGRect(x: 130, y: 18, width: 90, height: 34)
        var gray = UIButton.Configuration.gray()
        gray.title = "Uploading"
        gray.showsActivityIndicator = true
        let busy = UIButton(configuration: gray)
        busy.frame.origin = CGPoint(x: 15, y: 72)
        let sort = UIButton(configuration: .plain())
        sort.configuration?.title = "Sort by: Name"
        sort.menu = UIMenu(children: ["Name", "Date", "Size"].map { key in
            UIAction(title: key) { [weak sort] _ in
                sort?.configuration?.title = "Sort by: \(key)"
                appLog("sort \(key)")
            }
        })
        sort.showsMenuAsPrimaryAction = true
        sort.frame = CGRect(x: 15, y: 120, width: 200, height: 34)
        for view in [filled, toggle, busy, sort] as [UIView] { stage.addSubview(view) }
    }

    private func addSearch(_ stage: UIView) {
        let search = UISearchBar(frame: CGRect(x: 0, y: 4, width: 230, height: 52))
        search.placeholder = "Search"
        search.searchBarStyle = .minimal
        search.delegate = self
        let well = UIColorWell(frame: CGRect(x: 20, y: 90, width: 32, height: 32))
        well.title = "Card colour"
        well.selectedColor = GalleryStyle.accents[1]
        let swatch = UIView(frame: CGRect(x: 70, y: 90, width: 140, height: 32))
        swatch.backgroundColor = GalleryStyle.accents[1]
        swatch.layer.cornerRadius = 8
        well.addAction(UIAction { [weak well] _ in
            swatch.backgroundColor = well?.selectedColor
            appLog("colour well")
        }, for: .valueChanged)
        for view in [search, well, swatch] as [UIView] { stage.addSubview(view) }
    }

    private func addPicker(_ stage: UIView) {
        let picker = UIPickerView(frame: CGRect(x: 5, y: 5, width: 220, height: 160))
        picker.dataSource = pickerModel
        picker.delegate = pickerModel
        stage.addSubview(picker)
    }

    private func addDatePickers(_ stage: UIView) {
        let date = UIDatePicker(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        date.datePickerMode = .date
        date.frame.size = date.sizeThatFits(.zero)
        let time = UIDatePicker(frame: CGRect(x: 20, y: 70, width: 0, height: 0))
        time.datePickerMode = .time
        time.minuteInterval = 5
        time.frame.size = time.sizeThatFits(.zero)
        for picker in [date, time] {
            picker.addAction(UIAction { [weak picker] _ in appLog("date picker \(picker?.datePickerMode == .time ? "time" : "date")") },
                             for: .valueChanged)
            stage.addSubview(picker)
        }
    }
}

extension ControlsPage: UISearchBarDelegate {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { appLog("search \(searchText)") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { searchBar.searchTextField.resignFirstResponder() }
}

/// The Picker tile's wheels: a size and a fruit.
@MainActor final class FruitPickerModel: UIPickerViewDataSource, UIPickerViewDelegate {
    static let wheels = [["Small", "Medium", "Large"], ["Apple", "Banana", "Cherry", "Grape", "Lemon", "Mango", "Peach", "Pear"]]

    func numberOfComponents(in pickerView: UIPickerView) -> Int { Self.wheels.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { Self.wheels[component].count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        Self.wheels[component][row]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        appLog("picker \(component) \(Self.wheels[component][row])")
    }
}
