import UIKit

/// The standard controls, a tile per family, each logging what the user changes (for the app tests).
extension ControlsPage {
    static let standardRows = 2

    func addStandardControls() {
        addSwitches(addTile("Switches", column: 0, row: 1, in: scroller))
        addSliders(addTile("Slider and stepper", column: 1, row: 1, in: scroller))
        addSegments(addTile("Segments and pages", column: 2, row: 1, in: scroller))
        addIndicators(addTile("Progress", column: 0, row: 2, in: scroller))
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
        }, for: .primaryActionTriggered)
        for view in [bar, spinner, small, step] as [UIView] { stage.addSubview(view) }
    }
}
