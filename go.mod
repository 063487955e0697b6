module github.com/ttgo/ttgo

go 1.26
