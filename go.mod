module github.com/ttgo/ttgo

go 1.26

require (
	github.com/google/go-cmp v0.7.0
	github.com/spf13/pflag v1.0.10
)
